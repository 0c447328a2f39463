import { LogoMark } from "@/client/components/ui/logo-mark";

/** The PrepPilot mark; in the workspace it is not a link, since home redirects signed-in users here. */
export function BrandMark({ showName = true }: { showName?: boolean }) {
  return (
    <span className="flex items-center gap-2 text-lg font-semibold tracking-tight text-slate-900">
      <LogoMark />
      {showName ? "PrepPilot" : <span className="sr-only">PrepPilot</span>}
    </span>
  );
}
