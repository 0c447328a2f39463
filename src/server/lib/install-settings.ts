import type { AccessPolicy } from "@/shared/subscription";

// What the whole install runs with, fixed at start: whether every account has full access
// (FULL_ACCESS=on) and whether a model is configured (AI_PROVIDER=openai). Both hold for every user
// and every request of the process, and they are read deep inside services and background runners
// (access before every AI feature, the welcome achievement's text), so createApp sets them here once
// rather than threading two flags through every service (docs/decisions/014-plans-that-fit.md).

export type InstallSettings = AccessPolicy & { hasAiProvider: boolean };

const DEFAULT_SETTINGS: InstallSettings = { fullAccess: false, hasAiProvider: false };

let current: InstallSettings = DEFAULT_SETTINGS;

/** Called by createApp with the app's deps; an app built later (a test's next app) replaces them. */
export function setInstallSettings(settings: InstallSettings): void {
  current = { ...settings };
}

export function getInstallSettings(): Readonly<InstallSettings> {
  return current;
}
