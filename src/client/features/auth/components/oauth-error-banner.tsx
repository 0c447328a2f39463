import { useSearchParams } from "wouter";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { mapAuthError } from "../lib/map-auth-error";

/**
 * A social sign-in that failed at the provider comes back to /login?error=<code> (Better Auth's
 * codes, like account_not_linked); this says so until dismissed.
 */
export function OAuthErrorBanner() {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get("error");
  if (!code) return null;
  const message = mapAuthError({ code: code.toUpperCase(), message: code.replaceAll("_", " ") });
  return (
    <ErrorBanner
      message={message}
      onDismiss={() =>
        setSearchParams(
          (current) => {
            const params = new URLSearchParams(current);
            params.delete("error");
            return params;
          },
          { replace: true },
        )
      }
    />
  );
}
