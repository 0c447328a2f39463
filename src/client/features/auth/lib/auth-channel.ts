/** What one tab tells the others: someone signed in or out here. */
export type AuthSyncEvent = "signed-in" | "signed-out";

export type AuthChannel = {
  post(event: AuthSyncEvent): void;
  subscribe(listener: (event: AuthSyncEvent) => void): () => void;
};

const CHANNEL_NAME = "preppilot-auth";

function isAuthSyncEvent(value: unknown): value is AuthSyncEvent {
  return value === "signed-in" || value === "signed-out";
}

/**
 * Tells the app's other tabs about sign-ins and sign-outs, so each moves at once instead of on its
 * next session check. A BroadcastChannel where the browser has one; otherwise a localStorage key,
 * whose `storage` event fires in every other tab of the origin.
 */
export function createAuthChannel(): AuthChannel {
  if (typeof BroadcastChannel === "function") {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    return {
      post: (event) => channel.postMessage(event),
      subscribe(listener) {
        const onMessage = (message: MessageEvent) => {
          if (isAuthSyncEvent(message.data)) listener(message.data);
        };
        channel.addEventListener("message", onMessage);
        return () => channel.removeEventListener("message", onMessage);
      },
    };
  }
  return {
    post(event) {
      // The timestamp makes every write a change, so a repeated event still fires `storage`. Where
      // storage is blocked, the other tabs catch up on their next session check instead.
      try {
        localStorage.setItem(CHANNEL_NAME, JSON.stringify({ event, at: Date.now() }));
      } catch {}
    },
    subscribe(listener) {
      const onStorage = (storageEvent: StorageEvent) => {
        if (storageEvent.key !== CHANNEL_NAME || !storageEvent.newValue) return;
        const { event } = JSON.parse(storageEvent.newValue) as { event?: unknown };
        if (isAuthSyncEvent(event)) listener(event);
      };
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
  };
}
