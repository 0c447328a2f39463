// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.
export { AuthCard } from "./components/auth-card";
export { AuthProvider } from "./components/auth-provider";
export { CheckEmailNotice } from "./components/check-email-notice";
export { ForgotPasswordForm } from "./components/forgot-password-form";
export { InvalidResetLink } from "./components/invalid-reset-link";
export { LoginForm } from "./components/login-form";
export { OAuthErrorBanner } from "./components/oauth-error-banner";
export { ResetPasswordForm } from "./components/reset-password-form";
export { PublicOnly, RequireAuth } from "./components/route-guards";
export { SecuritySettings } from "./components/security-settings";
export { SignUpForm } from "./components/signup-form";
export { SocialButtons } from "./components/social-buttons";
export { TwoFactorForm } from "./components/two-factor-form";
export { useAuthActions, useAuthState } from "./hooks/use-auth";
