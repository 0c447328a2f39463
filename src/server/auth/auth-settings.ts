/** An OAuth app's credentials, as the provider's developer console shows them. */
export type OAuthCredentials = { clientId: string; clientSecret: string };

/** How people sign in; built from the configuration in index.ts, chosen freely by tests. */
export type AuthSettings = {
  /** New accounts confirm their address before signing in (on exactly when SMTP is configured). */
  emailVerificationRequired: boolean;
  /** The social sign-in providers that are configured; the others are not offered. */
  socialProviders: { google?: OAuthCredentials; github?: OAuthCredentials };
};

/** The embedded setup: no mail server, so a new user starts at once; email and password only. */
export const DEFAULT_AUTH_SETTINGS: AuthSettings = { emailVerificationRequired: false, socialProviders: {} };

type AuthEnv = {
  SMTP_URL?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
};

/** The settings the environment asks for (env.ts has already refused half-configured providers). */
export function getAuthSettings(env: AuthEnv): AuthSettings {
  const credentials = (clientId?: string, clientSecret?: string) =>
    clientId && clientSecret ? { clientId, clientSecret } : undefined;
  const google = credentials(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  const github = credentials(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET);
  return {
    emailVerificationRequired: Boolean(env.SMTP_URL),
    socialProviders: { ...(google ? { google } : {}), ...(github ? { github } : {}) },
  };
}
