import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { getAuthConfigQueryOptions, usePrefetchAuthConfig } from "../api/get-auth-config";
import { type SocialProvider, signInWithSocial } from "../api/sign-in-social";
import { AuthError } from "../lib/call-auth";
import { mapAuthError } from "../lib/map-auth-error";
import { GitHubLogo, GoogleLogo } from "./social-logos";

const PROVIDERS: { id: SocialProvider; name: string; Logo: typeof GoogleLogo }[] = [
  { id: "google", name: "Google", Logo: GoogleLogo },
  { id: "github", name: "GitHub", Logo: GitHubLogo },
];

/**
 * Google and GitHub sign-in. The buttons show even when the server has no credentials for a
 * provider, and then say so when clicked rather than failing at the provider.
 */
export function SocialButtons({ disabled }: { disabled?: boolean }) {
  usePrefetchAuthConfig();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pendingProvider, setPendingProvider] = useState<SocialProvider | null>(null);

  async function handleClick(provider: SocialProvider, name: string) {
    setError(null);
    setPendingProvider(provider);
    try {
      const config = await queryClient.ensureQueryData(getAuthConfigQueryOptions());
      if (!config.socialProviders[provider]) {
        setPendingProvider(null);
        setError(`Sign-in with ${name} is not enabled on this server.`);
        return;
      }
      // On success the browser leaves for the provider; the button stays busy until it does.
      await signInWithSocial(provider);
    } catch (caught) {
      setPendingProvider(null);
      setError(caught instanceof AuthError ? caught.message : mapAuthError(caught));
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        or continue with
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(null)} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {PROVIDERS.map(({ id, name, Logo }) => (
          <Button
            key={id}
            variant="secondary"
            disabled={disabled || pendingProvider !== null}
            aria-label={`Continue with ${name}`}
            aria-busy={pendingProvider === id || undefined}
            onClick={() => handleClick(id, name)}
          >
            <Logo className="size-5" />
            {name}
          </Button>
        ))}
      </div>
    </div>
  );
}
