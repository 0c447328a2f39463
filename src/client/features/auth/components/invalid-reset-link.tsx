import { LinkIcon } from "lucide-react";
import { ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";

/** A reset link that is missing its token, expired or already used. */
export function InvalidResetLink() {
  return (
    <div className="space-y-5">
      <div
        role="alert"
        className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
      >
        <LinkIcon aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">
          This password reset link is invalid, expired or already used. Please request a new one.
        </p>
      </div>
      <ButtonLink to={paths.forgotPassword} size="lg" className="w-full">
        Request a new link
      </ButtonLink>
    </div>
  );
}
