import { Switch } from "radix-ui";
import { useState } from "react";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import type { NotificationPreferences } from "@/shared/schemas/notifications";
import { useNotificationPreferences } from "../api/get-notification-preferences";
import { useUpdateNotificationPreferences } from "../api/update-notification-preferences";
import {
  type BrowserPermission,
  getBrowserPermission,
  requestBrowserPermission,
} from "../hooks/use-browser-notifications";

const PERMISSION_NOTES: Record<BrowserPermission, string | null> = {
  default: "This browser has not been allowed to show PrepPilot's notifications yet.",
  granted: null,
  denied: "Notifications are blocked for PrepPilot in this browser's site settings; allow them there to get them.",
  unsupported: "This browser cannot show notifications; you still get the emails you turned on.",
};

const OPTIONS: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: "email",
    label: "Email Notifications",
    description: "Needed for every email below; also a progress summary on Monday mornings.",
  },
  {
    key: "push",
    label: "Push Notifications",
    description: "Browser notifications while PrepPilot is open: achievements and reviews due.",
  },
  {
    key: "practice",
    label: "Practice Reminders",
    description: "An email at 08:00 your time on days with reviews due.",
  },
  {
    key: "interviews",
    label: "Interview Updates",
    description: "An email the day before a mock interview in your study plan.",
  },
  {
    key: "achievements",
    label: "Achievement Alerts",
    description: "An email when you earn an achievement (the app always shows it).",
  },
];

/** The five notification switches, each saved as soon as it changes. */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const [permission, setPermission] = useState(getBrowserPermission);

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
  const change = (key: keyof NotificationPreferences, checked: boolean) => {
    update.mutate({ ...current, [key]: checked });
    // Asked only here, on the user's own gesture of turning push on.
    if (key === "push" && checked && permission === "default") {
      void requestBrowserPermission().then(setPermission);
    }
  };
  const permissionNote = current.push ? PERMISSION_NOTES[permission] : null;
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold text-slate-900">Notification Preferences</h3>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {OPTIONS.map((option) => (
          <NotificationOption
            key={option.key}
            option={option}
            isOn={current[option.key]}
            onChange={(checked) => change(option.key, checked)}
            permissionNote={option.key === "push" ? permissionNote : null}
            onAskPermission={
              permission === "default" ? () => void requestBrowserPermission().then(setPermission) : undefined
            }
          />
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

type NotificationOptionProps = {
  option: (typeof OPTIONS)[number];
  isOn: boolean;
  onChange: (checked: boolean) => void;
  /** Why push notifications may not arrive in this browser (push only, once it is on). */
  permissionNote: string | null;
  /** Asks the browser's permission; undefined once the user has answered. */
  onAskPermission: (() => void) | undefined;
};

/** One switch with its label and description. */
function NotificationOption({ option, isOn, onChange, permissionNote, onAskPermission }: NotificationOptionProps) {
  const { key, label, description } = option;
  return (
    <li className="flex items-center justify-between gap-4 p-4">
      <div>
        <label htmlFor={`notify-${key}`} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={`notify-${key}-description`} className="text-sm text-slate-600">
          {description}
        </p>
        {permissionNote ? (
          <p className="mt-1 text-sm text-amber-800">
            {permissionNote}{" "}
            {onAskPermission ? (
              <button
                type="button"
                onClick={onAskPermission}
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                Allow notifications
              </button>
            ) : null}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id={`notify-${key}`}
        aria-describedby={`notify-${key}-description`}
        checked={isOn}
        onCheckedChange={onChange}
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </li>
  );
}
