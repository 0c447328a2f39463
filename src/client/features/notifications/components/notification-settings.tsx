import { Switch } from "radix-ui";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import type { NotificationPreferences } from "@/shared/schemas/notifications";
import { useNotificationPreferences } from "../api/get-notification-preferences";
import { useUpdateNotificationPreferences } from "../api/update-notification-preferences";

const OPTIONS: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  { key: "email", label: "Email Notifications", description: "Account and product updates by email." },
  { key: "push", label: "Push Notifications", description: "Notifications in your browser." },
  { key: "practice", label: "Practice Reminders", description: "Reminders to keep your practice streak." },
  { key: "interviews", label: "Interview Updates", description: "News about your mock interviews." },
  { key: "achievements", label: "Achievement Alerts", description: "When you earn a new achievement." },
];

/** The five notification switches, each saved as soon as it changes. */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  if (preferences.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner className="size-8 text-brand-600" label="Loading notification preferences" />
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <LoadErrorAlert
        message="Failed to load notification preferences"
        onRetry={() => preferences.refetch()}
        variant="panel"
      />
    );
  }

  const current = preferences.data.preferences;
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold text-slate-900">Notification Preferences</h3>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {OPTIONS.map(({ key, label, description }) => (
          <li key={key} className="flex items-center justify-between gap-4 p-4">
            <div>
              <label htmlFor={`notify-${key}`} className="font-medium text-slate-900">
                {label}
              </label>
              <p id={`notify-${key}-description`} className="text-sm text-slate-600">
                {description}
              </p>
            </div>
            <Switch.Root
              id={`notify-${key}`}
              aria-describedby={`notify-${key}-description`}
              checked={current[key]}
              onCheckedChange={(checked) => update.mutate({ ...current, [key]: checked })}
              className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
          </li>
        ))}
      </ul>
      <p role="status" className="min-h-5 text-sm">
        {update.isError ? (
          <span className="text-red-700">
            Your change could not be saved, so the switch is back as it was. Please try again.
          </span>
        ) : update.isSuccess ? (
          <span className="text-green-800">Notification preferences saved.</span>
        ) : null}
      </p>
    </div>
  );
}
