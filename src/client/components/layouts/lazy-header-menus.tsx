import { type ComponentType, lazy, Suspense, useState } from "react";
import { MobileMenuTrigger, type PendingUse, ResourcesTrigger } from "./header-menu-triggers";

type MenuProps = { isOverlay: boolean; pendingUse: PendingUse };

// Radix's menu and dialog (with their positioning, focus-trap and scroll-lock code) are needed only
// once a menu opens, so they stay out of the entry chunk. Their fetch starts as this module runs,
// not at first render: the header renders only after the session lookup, and the two overlap.
const resourcesMenu = import("./resources-menu");
const mobileMenu = import("./mobile-menu");
const ResourcesMenu = lazy(() => resourcesMenu.then((module) => ({ default: module.ResourcesMenu })));
const MobileMenu = lazy(() => mobileMenu.then((module) => ({ default: module.MobileMenu })));

/**
 * A menu behind a stand-in trigger that looks the same; a click or focus on the stand-in carries
 * over, so the menu opens (or its trigger is focused) as soon as it loads.
 */
function withStandIn(
  Menu: ComponentType<MenuProps>,
  Trigger: typeof ResourcesTrigger,
): ComponentType<{ isOverlay: boolean }> {
  return function MenuWithStandIn({ isOverlay }) {
    const [pendingUse, setPendingUse] = useState<PendingUse>("none");
    const standIn = (
      <Trigger
        isOverlay={isOverlay}
        onFocus={() => setPendingUse((use) => (use === "opened" ? use : "focused"))}
        onBlur={() => setPendingUse((use) => (use === "opened" ? use : "none"))}
        onClick={() => setPendingUse("opened")}
      />
    );
    return (
      <Suspense fallback={standIn}>
        <Menu isOverlay={isOverlay} pendingUse={pendingUse} />
      </Suspense>
    );
  };
}

export const LazyResourcesMenu = withStandIn(ResourcesMenu, ResourcesTrigger);
export const LazyMobileMenu = withStandIn(MobileMenu, MobileMenuTrigger);
