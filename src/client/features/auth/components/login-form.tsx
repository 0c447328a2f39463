import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { TextField } from "@/client/components/ui/text-field";
import { paths } from "@/client/config/paths";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { useAuthActions, useAuthState } from "../hooks/use-auth";
import { usePageAuthError } from "../hooks/use-page-auth-error";
import { PasswordField } from "./password-field";

const resolver = lazyZodResolver(() => import("@/shared/schemas/auth").then((module) => module.loginInputSchema));

/** Email and password sign-in. A successful login moves on through the route guard. */
export function LoginForm({ onTwoFactorRequired }: { onTwoFactorRequired: () => void }) {
  const { login } = useAuthActions();
  const authLoading = useAuthState((auth) => auth.authLoading);
  const { error, clearError } = usePageAuthError();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    reValidateMode: "onSubmit",
    resolver,
    defaultValues: { email: "", password: "", rememberMe: false },
  });

  // Editing a field clears its own error and the last failed attempt's banner.
  const clearOnEdit = (field: "email" | "password") => ({
    onChange: () => {
      clearErrors(field);
      if (error) clearError();
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        try {
          const { twoFactorRequired } = await login(values);
          if (twoFactorRequired) onTwoFactorRequired();
        } catch {
          // The auth context holds the message, and the banner shows it.
        }
      })}
    >
      <fieldset disabled={isSubmitting || authLoading} className="space-y-5">
        <legend className="sr-only">Sign in with your email</legend>
        {error ? <ErrorBanner message={error} onDismiss={clearError} /> : null}
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register("email", clearOnEdit("email"))}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password", clearOnEdit("password"))}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="size-4 accent-brand-600" {...register("rememberMe")} />
            Remember me
          </label>
          <Link to={paths.forgotPassword} className="text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full">
          {isSubmitting ? <Spinner className="size-4" label="Signing in" /> : null}
          Sign in
        </Button>
      </fieldset>
    </form>
  );
}
