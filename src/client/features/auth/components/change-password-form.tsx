import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { useChangePassword } from "../api/change-password";
import { changePasswordFormSchema } from "../lib/change-password-schema";
import { AccountNameField } from "./account-name-field";
import { PasswordChecklist } from "./password-checklist";
import { PasswordField } from "./password-field";

type Field = "currentPassword" | "password" | "confirmPassword";

const EMPTY = { currentPassword: "", password: "", confirmPassword: "" };

/** Changes the password; the server signs out every other device in the same call. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    control,
    formState: { errors },
  } = useForm({ reValidateMode: "onSubmit", resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const password = useWatch({ control, name: "password" });

  const clearOnEdit = (field: Field) => ({
    onChange: () => {
      clearErrors(field);
      if (changePassword.error || changePassword.isSuccess) changePassword.reset();
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ currentPassword, password }) =>
        changePassword.mutate({ currentPassword, newPassword: password }, { onSuccess: () => reset(EMPTY) }),
      )}
    >
      <fieldset disabled={changePassword.isPending} className="space-y-5">
        <legend className="text-base font-semibold text-slate-900">Change password</legend>
        {changePassword.error ? (
          <ErrorBanner message={changePassword.error.message} onDismiss={changePassword.reset} />
        ) : null}
        {changePassword.isSuccess ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800"
          >
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            Your password has been changed, and your other devices have been signed out.
          </p>
        ) : null}
        <AccountNameField />
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register("currentPassword", clearOnEdit("currentPassword"))}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={<PasswordChecklist password={password} />}
          {...register("password", clearOnEdit("password"))}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword", clearOnEdit("confirmPassword"))}
        />
        <Button type="submit">
          {changePassword.isPending ? <Spinner className="size-4" label="Saving" /> : null}
          Update Password
        </Button>
      </fieldset>
    </form>
  );
}
