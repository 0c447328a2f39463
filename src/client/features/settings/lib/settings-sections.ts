import { paths } from "@/client/config/paths";

// The side tabs of Account Settings. Like the workspace tab, the open one is kept in the URL
// (`?tab=settings&section=`) so a reload, the back button and links from elsewhere land on it.

export const SETTINGS_SECTIONS = [
  { id: "profile", label: "Profile" },
  { id: "notifications", label: "Notifications" },
  { id: "practice", label: "Practice" },
  { id: "security", label: "Security" },
  { id: "billing", label: "Billing" },
  { id: "privacy", label: "Privacy" },
  { id: "study-plan", label: "Study plan" },
] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]["id"];

export const DEFAULT_SETTINGS_SECTION: SettingsSection = "profile";

/** The section a `?section=` value names; anything missing or unknown is the first one, Profile. */
export function parseSettingsSection(value: string | null): SettingsSection {
  return SETTINGS_SECTIONS.find((section) => section.id === value)?.id ?? DEFAULT_SETTINGS_SECTION;
}

/** Profile keeps the plain settings link; every other section adds `&section=`. */
export function getSettingsSectionHref(section: SettingsSection): string {
  return section === DEFAULT_SETTINGS_SECTION ? paths.settings : paths.settingsSection(section);
}
