import { paths } from "@/client/config/paths";
import { authClient } from "@/client/lib/auth-client";
import { callAuth } from "../lib/call-auth";

export type SocialProvider = "google" | "github";

/**
 * Leaves for the provider's consent page; Better Auth's client follows the URL the server answers.
 * The provider sends the user back to the workspace, or to the login page with `?error=…`.
 */
export async function signInWithSocial(provider: SocialProvider) {
  await callAuth(() =>
    authClient.signIn.social({ provider, callbackURL: paths.dashboard, errorCallbackURL: paths.login }),
  );
}
