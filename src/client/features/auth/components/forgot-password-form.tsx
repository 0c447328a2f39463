import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { TextField } from "@/client/components/ui/text-field";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { useRequestPasswordReset } from "../api/request-password-reset";

const resolver = lazyZodResolver(() =>
  import("@/shared/schemas/auth").then((module) => module.forgotPasswordInputSchema),
);

/** Asks for the account's email and mails a reset link to it. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({
    reValidateMode: "onSubmit",
    resolver,
    defaultValues: { email: "" },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ email }) => requestReset.mutate(email, { onSuccess: () => onSent(email) }))}
    >
      <fieldset disabled={requestReset.isPending} className="space-y-5">
        <legend className="sr-only">Request a password reset link</legend>
        {requestReset.error ? (
          <ErrorBanner message={requestReset.error.message} onDismiss={requestReset.reset} />
        ) : null}
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register("email", {
            onChange: () => {
              clearErrors("email");
              if (requestReset.error) requestReset.reset();
            },
          })}
        />
        <Button type="submit" size="lg" className="w-full">
          {requestReset.isPending ? <Spinner className="size-4" label="Sending" /> : null}
          Send reset link
        </Button>
      </fieldset>
    </form>
  );
}
