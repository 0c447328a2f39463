import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { DeferredSection, defineDeferredSection } from "@/client/components/deferred-section";
import { useScrollToHash } from "@/client/components/layouts/use-scroll-to-hash";
import { paths } from "@/client/config/paths";
import { CookieConsentBanner } from "@/client/features/cookie-consent";
import { SiteHeader } from "./site-header";

/** The footer's code comes, and React hydrates it, as it nears the viewport. */
const FOOTER = defineDeferredSection("footer", () => import("./site-footer").then((m) => m.SiteFooter));

/** The sticky header's height: anchors land below it, not under it. */
const HEADER_HEIGHT_PX = 64;

/** The shell for signed-out visitors: site header, page, footer, and the cookie banner until a choice is made. */
export function MarketingLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  useScrollToHash(HEADER_HEIGHT_PX);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* Its sections after the first, and the footer, render as they near the viewport (styles.css). */}
      <main id="main" data-lazy-sections className="flex-1">
        {children}
      </main>
      <DeferredSection code={FOOTER} />
      {/* The Cookie Policy page holds the full choice itself. */}
      {pathname === paths.cookies ? null : <CookieConsentBanner />}
    </div>
  );
}
