import { expect, test } from "vitest";
import { type AuthSyncEvent, createAuthChannel } from "./auth-channel";

test("a sign-out posted in one tab reaches the other tabs' channels, and nothing else does", async () => {
  const thisTab = createAuthChannel();
  const otherTab = createAuthChannel();
  const received: AuthSyncEvent[] = [];
  const delivered = new Promise<void>((resolve) => {
    const stop = otherTab.subscribe((event) => {
      received.push(event);
      stop();
      resolve();
    });
  });

  // A foreign message on the same channel name is ignored.
  const foreign = new BroadcastChannel("preppilot-auth");
  foreign.postMessage({ token: "not an auth event" });
  foreign.close();
  thisTab.post("signed-out");

  await delivered;
  expect(received).toEqual(["signed-out"]);
});
