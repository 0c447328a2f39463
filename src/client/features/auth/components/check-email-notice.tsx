import { MailCheck } from "lucide-react";
import type { ReactNode } from "react";

/** The "we mailed you a link" note after sign-up or a reset request. */
export function CheckEmailNotice({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="space-y-4 text-sm text-slate-700" role="status">
      <MailCheck aria-hidden className="size-10 text-brand-600" />
      {children}
      <p>
        We sent it to <strong className="font-semibold break-all text-slate-900">{email}</strong>.
      </p>
    </div>
  );
}
