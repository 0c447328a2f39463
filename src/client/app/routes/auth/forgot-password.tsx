import { useState } from "react";
import { Button, ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { AuthCard, CheckEmailNotice, ForgotPasswordForm } from "@/client/features/auth";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function ForgotPasswordPage() {
  useDocumentMeta({
    title: "Forgot password",
    description: "Enter your email and we will send you a link to reset your password.",
  });
  // The entry state, then the sent state with the address the link went to.
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <AuthCard title="Check Your Email">
        <CheckEmailNotice email={sentTo}>
          <p>If an account uses this address, we have sent it a link to reset your password.</p>
        </CheckEmailNotice>
        <div className="mt-6 grid gap-3">
          {/* The entry form mounts afresh, so its field starts empty. */}
          <Button variant="secondary" size="lg" onClick={() => setSentTo(null)}>
            Try different email
          </Button>
          <ButtonLink to={paths.login} size="lg">
            Back to login
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      description="Enter your email and we will send you a link to reset your password."
      footer={
        <ButtonLink to={paths.login} variant="ghost">
          Back to login
        </ButtonLink>
      }
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthCard>
  );
}
