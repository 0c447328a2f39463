import { CircleCheck } from "lucide-react";
import { Switch } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { useTransientMessage } from "@/client/hooks/use-transient-message";
import { saveCookieConsent, useCookieConsent } from "../hooks/use-cookie-consent";
import { type CookieCategory, type CookiePreferences, DEFAULT_COOKIE_PREFERENCES } from "../lib/consent-cookie";

const SAVED_MESSAGE_VISIBLE_MS = 5000;

const CATEGORIES: { id: CookieCategory; title: string; description: string; inUse: string }[] = [
  {
    id: "essential",
    title: "Essential cookies",
    description:
      "Needed for PrepPilot to work at all: they keep you signed in, protect your session and remember the choice you make on this page. They cannot be switched off.",
    inUse: "Set today: your sign-in session cookie and pp_cookie_consent, which stores this choice for one year.",
  },
  {
    id: "analytics",
    title: "Analytics cookies",
    description:
      "Would let us count, in aggregate, which pages and practice tools people use, so we know what to improve.",
    inUse: "Set today: none. We only add one after it is listed here, and only if this switch is on.",
  },
  {
    id: "marketing",
    title: "Marketing cookies",
    description:
      "Would let us see whether our campaigns reach the right people and show you relevant PrepPilot offers elsewhere.",
    inUse: "Set today: none. We only add one after it is listed here, and only if this switch is on.",
  },
  {
    id: "preferences",
    title: "Preference cookies",
    description: "Would remember interface choices, such as your preferred layout, between visits on this device.",
    inUse: "Set today: none. We only add one after it is listed here, and only if this switch is on.",
  },
];

/** The Cookie Policy's switches: they start from the saved choice (or the defaults) and save it for real. */
export function CookiePreferencesForm() {
  const savedConsent = useCookieConsent();
  // Only the visitor's changes are state: the saved choice is read from the cookie after hydration (the
  // prerendered page, and so the first render, has none), and the switches follow it until one is moved.
  const [edited, setEdited] = useState<CookiePreferences | null>(null);
  const preferences = edited ?? savedConsent ?? DEFAULT_COOKIE_PREFERENCES;
  const { message, showMessage } = useTransientMessage<string>(SAVED_MESSAGE_VISIBLE_MS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saveCookieConsent(preferences);
    showMessage("Cookie preferences saved successfully!");
  }

  return (
    <form onSubmit={handleSubmit} aria-labelledby="cookie-settings-heading">
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {CATEGORIES.map((category) => {
          const switchId = `cookie-${category.id}`;
          const isLocked = category.id === "essential";
          return (
            <li key={category.id} className="flex items-start gap-4 p-5 sm:p-6">
              <div className="flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <label htmlFor={switchId} className="font-semibold text-slate-900">
                    {category.title}
                  </label>
                  {isLocked ? (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      Required
                    </span>
                  ) : null}
                </div>
                <p id={`${switchId}-description`} className="mt-1 text-sm text-slate-600">
                  {category.description}
                </p>
                <p className="mt-2 text-xs text-slate-500">{category.inUse}</p>
              </div>
              <Switch.Root
                id={switchId}
                checked={preferences[category.id]}
                disabled={isLocked}
                aria-describedby={`${switchId}-description`}
                onCheckedChange={(checked) => setEdited({ ...preferences, [category.id]: checked })}
                className="relative mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-70"
              >
                <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
              </Switch.Root>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button type="submit" size="lg">
          Save Cookie Preferences
        </Button>
        <div role="alert">
          {message ? (
            <p className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-2.5 text-sm font-medium text-green-800">
              <CircleCheck aria-hidden className="size-4 shrink-0" />
              {message}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
