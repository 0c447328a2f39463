import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "wouter";
import { ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { AuthCard, InvalidResetLink, ResetPasswordForm } from "@/client/features/auth";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

/**
 * The target of the reset mail: /reset-password?token=…. Better Auth sends a link whose token
 * already failed its check here as ?error=INVALID_TOKEN.
 */
export default function ResetPasswordPage() {
  useDocumentMeta({
    title: "Reset password",
    description: "Choose a new password for your PrepPilot account.",
  });
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const [stage, setStage] = useState<"form" | "invalid-link" | "done">(
    token && !searchParams.has("error") ? "form" : "invalid-link",
  );

  if (stage === "done") {
    return (
      <AuthCard title="Password updated">
        <div role="status" className="space-y-4 text-sm text-slate-700">
          <CircleCheck aria-hidden className="size-10 text-green-600" />
          <p>Your password has been reset. You can now log in with your new password.</p>
        </div>
        <ButtonLink to={paths.login} size="lg" className="mt-6 w-full">
          Go to login
        </ButtonLink>
      </AuthCard>
    );
  }
  if (stage === "invalid-link" || !token) {
    return (
      <AuthCard title="This link can't be used">
        <InvalidResetLink />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" description="Choose a new password for your PrepPilot account.">
      <ResetPasswordForm token={token} onDone={() => setStage("done")} onInvalidLink={() => setStage("invalid-link")} />
    </AuthCard>
  );
}
