import { useState } from "react";
import { Link } from "wouter";
import { ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { AuthCard, CheckEmailNotice, SignUpForm, SocialButtons, useAuthState } from "@/client/features/auth";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function SignupPage() {
  useDocumentMeta({
    title: "Sign up",
    description: "Create a PrepPilot account and start a 14-day free trial.",
  });
  const authLoading = useAuthState((auth) => auth.authLoading);
  // Set when the account exists but the server wants its email confirmed before the first login.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  if (unconfirmedEmail) {
    return (
      <AuthCard title="Check your email">
        <CheckEmailNotice email={unconfirmedEmail}>
          <p>Please check your email and click the confirmation link to complete your registration.</p>
        </CheckEmailNotice>
        <ButtonLink to={paths.login} variant="secondary" className="mt-6 w-full">
          Back to login
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Create your account"
      description="Create a PrepPilot account and start a 14-day free trial. No credit card required."
      footer={
        <>
          Already have an account?{" "}
          <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <div className="space-y-6">
        <SignUpForm onVerificationRequired={setUnconfirmedEmail} />
        <SocialButtons disabled={authLoading} />
      </div>
    </AuthCard>
  );
}
