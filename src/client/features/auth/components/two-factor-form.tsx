import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { TextField } from "@/client/components/ui/text-field";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import type { TwoFactorMethod } from "../api/verify-two-factor";
import { useAuthActions, useAuthState } from "../hooks/use-auth";
import { usePageAuthError } from "../hooks/use-page-auth-error";

const METHOD_TEXT = {
  totp: {
    description: "Enter the 6-digit code from your authenticator app.",
    label: "Authentication code",
    switchTo: "Use a backup code instead",
  },
  "backup-code": {
    description: "Enter one of the backup codes you saved when you turned on two-factor authentication.",
    label: "Backup code",
    switchTo: "Use your authenticator app instead",
  },
} as const;

/** The second sign-in step for accounts with two-factor authentication. */
export function TwoFactorForm({ onCancel }: { onCancel: () => void }) {
  const [method, setMethod] = useState<TwoFactorMethod>("totp");
  const { error, clearError } = usePageAuthError();
  const text = METHOD_TEXT[method];
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{text.description}</p>
      {error ? <ErrorBanner message={error} onDismiss={clearError} /> : null}
      {/* A fresh form per method: its own rule, and an empty field after switching. */}
      <CodeForm key={method} method={method} label={text.label} onEdit={() => (error ? clearError() : undefined)} />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 hover:underline"
          onClick={() => {
            clearError();
            setMethod(method === "totp" ? "backup-code" : "totp");
          }}
        >
          {text.switchTo}
        </button>
        <button type="button" className="text-slate-600 hover:underline" onClick={onCancel}>
          Back to sign in
        </button>
      </div>
    </div>
  );
}

const loadSchemas = () => import("../lib/two-factor-code-schemas");
const CODE_RESOLVERS = {
  totp: lazyZodResolver(() => loadSchemas().then((module) => module.totpCodeSchema)),
  "backup-code": lazyZodResolver(() => loadSchemas().then((module) => module.backupCodeSchema)),
} satisfies Record<TwoFactorMethod, unknown>;

function CodeForm({ method, label, onEdit }: { method: TwoFactorMethod; label: string; onEdit: () => void }) {
  const { verifyTwoFactor } = useAuthActions();
  const authLoading = useAuthState((auth) => auth.authLoading);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    reValidateMode: "onSubmit",
    resolver: CODE_RESOLVERS[method],
    defaultValues: { code: "" },
  });
  const isTotp = method === "totp";
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async ({ code }) => {
        try {
          await verifyTwoFactor({ code, method });
        } catch {
          // The auth context holds the message, and the banner shows it.
        }
      })}
    >
      <fieldset disabled={isSubmitting || authLoading} className="space-y-5">
        <TextField
          label={label}
          autoComplete={isTotp ? "one-time-code" : "off"}
          inputMode={isTotp ? "numeric" : "text"}
          maxLength={isTotp ? 6 : undefined}
          spellCheck={false}
          autoFocus
          error={errors.code?.message}
          {...register("code", {
            onChange: () => {
              clearErrors("code");
              onEdit();
            },
          })}
        />
        <Button type="submit" size="lg" className="w-full">
          {isSubmitting ? <Spinner className="size-4" label="Verifying" /> : null}
          Verify
        </Button>
      </fieldset>
    </form>
  );
}
