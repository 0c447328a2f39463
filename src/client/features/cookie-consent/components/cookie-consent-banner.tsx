import { Cookie } from "lucide-react";
import { Link } from "wouter";
import { Button, ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { saveCookieConsent, useCookieConsent } from "../hooks/use-cookie-consent";
import { ALL_COOKIES, ESSENTIAL_COOKIES_ONLY } from "../lib/consent-cookie";

/**
 * Asks first-time visitors for their cookie choice. It sticks to the bottom of the window but keeps
 * its own place after the footer, so it never hides the end of a page.
 */
export function CookieConsentBanner() {
  const consent = useCookieConsent();
  if (consent) return null;
  return (
    <section
      aria-label="Cookie consent"
      className="sticky bottom-0 z-30 border-t border-slate-200 bg-white shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:gap-6">
        <p className="flex flex-1 items-start gap-3 text-sm text-slate-700">
          <Cookie aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>
            We use essential cookies to keep you signed in and remember this choice. Analytics, marketing and preference
            cookies are only ever used if you allow them.{" "}
            <Link to={paths.cookies} className="font-medium text-brand-700 underline underline-offset-2">
              Read our Cookie Policy
            </Link>
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => saveCookieConsent(ALL_COOKIES)}>
            Accept all
          </Button>
          <Button size="sm" variant="secondary" onClick={() => saveCookieConsent(ESSENTIAL_COOKIES_ONLY)}>
            Essential only
          </Button>
          <ButtonLink size="sm" variant="ghost" to={paths.cookies}>
            Customize
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
