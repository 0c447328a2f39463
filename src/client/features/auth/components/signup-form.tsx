import type { ComponentProps } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { TextField } from "@/client/components/ui/text-field";
import { paths } from "@/client/config/paths";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import type { SignUpFormInput } from "@/shared/schemas/auth";
import { useAuthActions, useAuthState } from "../hooks/use-auth";
import { usePageAuthError } from "../hooks/use-page-auth-error";
import { PasswordChecklist } from "./password-checklist";
import { PasswordField } from "./password-field";

type EditableField = keyof SignUpFormInput;

const resolver = lazyZodResolver(() => import("@/shared/schemas/auth").then((module) => module.signUpFormSchema));

/**
 * Account creation. Name is trimmed, email trimmed and lower-cased by the shared schema before
 * anything is sent. With a session the route guard moves on to the workspace; without one (the
 * server wants the email confirmed first) `onVerificationRequired` shows the check-your-email note.
 */
export function SignUpForm({ onVerificationRequired }: { onVerificationRequired: (email: string) => void }) {
  const { register: registerAccount } = useAuthActions();
  const authLoading = useAuthState((auth) => auth.authLoading);
  const { error, clearError } = usePageAuthError();
  const {
    register,
    handleSubmit,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    reValidateMode: "onSubmit",
    resolver,
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });
  const password = useWatch({ control, name: "password" });

  const clearOnEdit = (field: EditableField) => ({
    onChange: () => {
      clearErrors(field);
      if (error && (field === "email" || field === "password")) clearError();
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async ({ name, email, password }) => {
        try {
          const { verificationRequired } = await registerAccount({ name, email, password });
          if (verificationRequired) onVerificationRequired(email);
        } catch {
          // The auth context holds the message, and the banner shows it.
        }
      })}
    >
      <fieldset disabled={isSubmitting || authLoading} className="space-y-5">
        <legend className="sr-only">Create your account with your email</legend>
        {error ? <ErrorBanner message={error} onDismiss={clearError} /> : null}
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.name?.message}
          {...register("name", clearOnEdit("name"))}
        />
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
          autoComplete="new-password"
          error={errors.password?.message}
          hint={<PasswordChecklist password={password} />}
          {...register("password", clearOnEdit("password"))}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword", clearOnEdit("confirmPassword"))}
        />
        <TermsCheckbox error={errors.acceptTerms?.message} {...register("acceptTerms", clearOnEdit("acceptTerms"))} />
        <Button type="submit" size="lg" className="w-full">
          {isSubmitting ? <Spinner className="size-4" label="Creating your account" /> : null}
          Create account
        </Button>
      </fieldset>
    </form>
  );
}

function TermsCheckbox({ error, ...inputProps }: ComponentProps<"input"> & { error?: string }) {
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id="accept-terms"
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "accept-terms-error" : undefined}
          {...inputProps}
        />
        <label htmlFor="accept-terms" className="text-sm text-slate-700">
          I agree to the{" "}
          <Link to={paths.terms} className="font-medium text-brand-700 underline">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to={paths.privacy} className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>
        </label>
      </div>
      <p id="accept-terms-error" aria-live="polite" className="mt-1.5 text-sm text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}
