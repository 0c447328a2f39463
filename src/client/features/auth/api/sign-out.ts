import { authClient } from "@/client/lib/auth-client";
import { callAuth } from "../lib/call-auth";

/** Ends the session on the server and clears its cookie. */
export async function signOut() {
  await callAuth(() => authClient.signOut());
}
