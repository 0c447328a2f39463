import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button, type ButtonVariant } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { loginInputSchema } from "@/shared/schemas/auth";
import { AccountNameField } from "./account-name-field";
import { PasswordField } from "./password-field";

const passwordOnlySchema = loginInputSchema.pick({ password: true });

type PasswordConfirmFormProps = {
  submitLabel: string;
  submitVariant?: ButtonVariant;
  isPending: boolean;
  error: Error | null;
  onSubmit: (password: string) => void;
  /** Editing the password hides the last attempt's error. */
  onClearError: () => void;
};

/** Asks for the account password before a security change (turning two-factor on or off). */
export function PasswordConfirmForm({
  submitLabel,
  submitVariant,
  isPending,
  error,
  onSubmit,
  onClearError,
}: PasswordConfirmFormProps) {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({
    reValidateMode: "onSubmit",
    resolver: zodResolver(passwordOnlySchema),
    defaultValues: { password: "" },
  });
  return (
    <form noValidate onSubmit={handleSubmit(({ password }) => onSubmit(password))}>
      <fieldset disabled={isPending} className="space-y-5">
        <legend className="sr-only">Confirm your password</legend>
        {error ? <ErrorBanner message={error.message} onDismiss={onClearError} /> : null}
        <AccountNameField />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password", {
            onChange: () => {
              clearErrors("password");
              if (error) onClearError();
            },
          })}
        />
        <Button type="submit" variant={submitVariant} className="w-full">
          {isPending ? <Spinner className="size-4" label="Checking" /> : null}
          {submitLabel}
        </Button>
      </fieldset>
    </form>
  );
}
