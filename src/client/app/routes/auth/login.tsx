import { useState } from "react";
import { Link } from "wouter";
import { paths } from "@/client/config/paths";
import {
  AuthCard,
  LoginForm,
  OAuthErrorBanner,
  SocialButtons,
  TwoFactorForm,
  useAuthState,
} from "@/client/features/auth";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function LoginPage() {
  useDocumentMeta({
    title: "Log in",
    description: "Log in to PrepPilot to continue your interview preparation.",
  });
  const authLoading = useAuthState((auth) => auth.authLoading);
  // A sign-in that needs a second factor continues here, on the same page.
  const [step, setStep] = useState<"credentials" | "two-factor">("credentials");

  if (step === "two-factor") {
    return (
      <AuthCard title="Two-factor authentication">
        <TwoFactorForm onCancel={() => setStep("credentials")} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Welcome back"
      description="Log in to PrepPilot to continue your interview preparation."
      footer={
        <>
          Don't have an account?{" "}
          <Link to={paths.signup} className="font-medium text-brand-700 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <div className="space-y-6">
        <OAuthErrorBanner />
        <LoginForm onTwoFactorRequired={() => setStep("two-factor")} />
        <SocialButtons disabled={authLoading} />
      </div>
    </AuthCard>
  );
}
