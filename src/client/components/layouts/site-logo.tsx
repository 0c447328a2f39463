import { clsx } from "clsx";
import { Link } from "wouter";
import { LogoMark } from "@/client/components/ui/logo-mark";
import { paths } from "@/client/config/paths";

/** The PrepPilot mark and name, linking home. */
export function SiteLogo({
  tone = "dark",
  isCompactOnTablet = false,
  onClick,
}: {
  tone?: "dark" | "light";
  /** Shows only the mark between the md and lg breakpoints, where the header's links need the room. */
  isCompactOnTablet?: boolean;
  onClick?: () => void;
}) {
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      aria-label="PrepPilot home"
      className={clsx(
        "flex shrink-0 items-center gap-2 rounded-md text-lg font-semibold tracking-tight",
        tone === "light" ? "text-white focus-visible:outline-white" : "text-slate-900",
      )}
    >
      <LogoMark />
      <span className={clsx(isCompactOnTablet && "md:max-lg:sr-only")}>PrepPilot</span>
    </Link>
  );
}
