import { clsx } from "clsx";
import { useLocation } from "wouter";
import { ResourcesMenu } from "@/client/components/layouts/resources-menu";
import { PRIMARY_LINKS } from "@/client/components/layouts/site-links";
import { SiteLogo } from "@/client/components/layouts/site-logo";
import { SiteNavLink } from "@/client/components/layouts/site-nav-link";
import { useScrolledPast } from "@/client/components/layouts/use-scrolled-past";
import { paths } from "@/client/config/paths";
import { HeaderAccount } from "./header-account";
import { MobileMenu } from "./mobile-menu";

/** The product's rule: the header turns solid once the page is scrolled more than this. */
const SOLID_AFTER_SCROLL_PX = 50;

/**
 * The site header. Over the home page's dark hero it starts transparent with light text and turns
 * solid after 50 px of scroll; on every other page it is always solid (docs/product-decisions.md, "Home header").
 */
export function SiteHeader() {
  const [pathname] = useLocation();
  const isScrolled = useScrolledPast(SOLID_AFTER_SCROLL_PX);
  const isOverlay = pathname === paths.home && !isScrolled;

  return (
    <header
      className={clsx(
        "sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-200",
        // On the home page the hero slides up under the header instead of starting below it.
        pathname === paths.home && "-mb-16",
        isOverlay ? "border-transparent bg-transparent" : "border-slate-200 bg-white shadow-sm",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLogo tone={isOverlay ? "light" : "dark"} isCompactOnTablet />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center">
            {PRIMARY_LINKS.map((link) => (
              <li key={link.to}>
                <SiteNavLink
                  to={link.to}
                  className={({ isActive }) =>
                    clsx(
                      "block rounded-md px-1.5 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3",
                      isOverlay
                        ? "text-slate-200 hover:text-white focus-visible:outline-white"
                        : isActive
                          ? "text-brand-700"
                          : "text-slate-600 hover:text-slate-900",
                    )
                  }
                >
                  {link.label}
                </SiteNavLink>
              </li>
            ))}
            <li>
              <ResourcesMenu isOverlay={isOverlay} />
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden md:block">
            <HeaderAccount variant={isOverlay ? "overlay" : "solid"} />
          </div>
          <MobileMenu isOverlay={isOverlay} />
        </div>
      </div>
    </header>
  );
}
