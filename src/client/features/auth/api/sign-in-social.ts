import { paths } from "@/client/config/paths";
import { callAuth } from "../lib/call-auth";

export type SocialProvider = "google" | "github";

/**
 * Leaves for the provider's consent page; Better Auth's client follows the URL the server answers.
 * The provider sends the user back to the workspace, or to the login page with `?error=…`. The client
 * comes with the click: the login and sign-up pages render their buttons without evaluating it (about
 * 9 ms of one task on this machine), and a failed download is reported as any failed request is.
 */
export async function signInWithSocial(provider: SocialProvider) {
  await callAuth(async () => {
    const { authClient } = await import("@/client/lib/auth-client");
    return authClient.signIn.social({ provider, callbackURL: paths.dashboard, errorCallbackURL: paths.login });
  });
}
