import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { useResetPassword } from "../api/reset-password";
import { AuthError } from "../lib/call-auth";
import { PasswordChecklist } from "./password-checklist";
import { PasswordField } from "./password-field";

const resolver = lazyZodResolver(() => import("@/shared/schemas/auth").then((module) => module.newPasswordFormSchema));

const DEAD_LINK_CODES = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED"]);

type ResetPasswordFormProps = {
  token: string;
  onDone: () => void;
  /** The server found the token expired or already used: no retry of this form can help. */
  onInvalidLink: () => void;
};

/** Chooses a new password with the token from the reset link, under the sign-up rules. */
export function ResetPasswordForm({ token, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    clearErrors,
    control,
    formState: { errors },
  } = useForm({
    reValidateMode: "onSubmit",
    resolver,
    defaultValues: { password: "", confirmPassword: "" },
  });
  const password = useWatch({ control, name: "password" });

  const error = resetPassword.error;
  const clearOnEdit = (field: "password" | "confirmPassword") => ({
    onChange: () => {
      clearErrors(field);
      if (error) resetPassword.reset();
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ password }) =>
        resetPassword.mutate(
          { newPassword: password, token },
          {
            onSuccess: onDone,
            onError: (failure) => {
              if (failure instanceof AuthError && DEAD_LINK_CODES.has(failure.code ?? "")) onInvalidLink();
            },
          },
        ),
      )}
    >
      <fieldset disabled={resetPassword.isPending} className="space-y-5">
        <legend className="sr-only">Choose a new password</legend>
        {error ? <ErrorBanner message={error.message} onDismiss={resetPassword.reset} /> : null}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={<PasswordChecklist password={password} />}
          {...register("password", clearOnEdit("password"))}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword", clearOnEdit("confirmPassword"))}
        />
        <Button type="submit" size="lg" className="w-full">
          {resetPassword.isPending ? <Spinner className="size-4" label="Saving" /> : null}
          Reset password
        </Button>
      </fieldset>
    </form>
  );
}
