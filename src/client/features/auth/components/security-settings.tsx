import { ChangePasswordForm } from "./change-password-form";
import { TwoFactorSettings } from "./two-factor-settings";

/** Settings → Security: the password and two-factor authentication. */
export function SecuritySettings() {
  return (
    <section aria-labelledby="security-heading">
      <h3 id="security-heading" className="text-lg font-semibold text-slate-900">
        Security
      </h3>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <ChangePasswordForm />
        <TwoFactorSettings />
      </div>
    </section>
  );
}
