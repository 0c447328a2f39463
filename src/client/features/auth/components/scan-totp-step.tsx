import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { TextField } from "@/client/components/ui/text-field";
import { useQrCode } from "../hooks/use-qr-code";
import { totpCodeSchema } from "../lib/two-factor-code-schemas";

type ScanTotpStepProps = {
  totpUri: string;
  isPending: boolean;
  error: Error | null;
  onVerify: (code: string) => void;
  onClearError: () => void;
};

/** The QR code and secret for the authenticator app, and the first code it shows. */
export function ScanTotpStep({ totpUri, isPending, error, onVerify, onClearError }: ScanTotpStepProps) {
  const qrCode = useQrCode(totpUri);
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({ reValidateMode: "onSubmit", resolver: zodResolver(totpCodeSchema), defaultValues: { code: "" } });

  return (
    <form noValidate onSubmit={handleSubmit(({ code }) => onVerify(code))} className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…).</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="grid place-items-center">
        {qrCode.data ? (
          <img
            src={qrCode.data}
            alt="QR code to add PrepPilot to your authenticator app"
            className="size-52 rounded-lg border border-slate-200"
          />
        ) : (
          <div className="grid size-52 place-items-center rounded-lg border border-slate-200">
            <Spinner className="size-6 text-brand-600" label="Drawing the QR code" />
          </div>
        )}
      </div>
      <div className="text-sm text-slate-700">
        <p>Can't scan it? Enter this key in the app instead:</p>
        <code className="mt-1 block rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all">
          {secret}
        </code>
      </div>
      <fieldset disabled={isPending} className="space-y-5">
        <legend className="sr-only">Confirm the code from your app</legend>
        {error ? <ErrorBanner message={error.message} onDismiss={onClearError} /> : null}
        <TextField
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          spellCheck={false}
          error={errors.code?.message}
          {...register("code", {
            onChange: () => {
              clearErrors("code");
              if (error) onClearError();
            },
          })}
        />
        <Button type="submit" className="w-full">
          {isPending ? <Spinner className="size-4" label="Verifying" /> : null}
          Verify and enable
        </Button>
      </fieldset>
    </form>
  );
}
