import type { NavigateOptions } from "wouter";
import { useHistoryState, useLocationProperty } from "wouter/use-browser-location";

/**
 * What the router (wouter) does not track itself: the URL's #hash, and a key per history entry, so a
 * second click on the same link (the same URL) is still a navigation to react to. The app's router
 * stamps every navigation's history state with that key (src/client/app/router.tsx).
 */

type StampedState = Record<string, unknown> & { navigationKey: string };

/** The options of a navigation, its history state given a key of its own (and the caller's fields kept). */
export function stampNavigation(options: NavigateOptions = {}): NavigateOptions<StampedState> {
  const state = typeof options.state === "object" && options.state !== null ? options.state : {};
  return { ...options, state: { ...state, navigationKey: Math.random().toString(36).slice(2, 10) } };
}

const readHash = () => window.location.hash;

/** The URL's "#anchor" ("" for none); "" when prerendering, which has no hash. */
export function useLocationHash(): string {
  return useLocationProperty(readHash, () => "");
}

/** Changes with every navigation, to the same URL included. */
export function useNavigationKey(): string | undefined {
  return useHistoryState<Partial<StampedState> | null>()?.navigationKey;
}
