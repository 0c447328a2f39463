/** The PrepPilot mark; in the workspace it is not a link, since home redirects signed-in users here. */
export function BrandMark({ showName = true }: { showName?: boolean }) {
  return (
    <span className="flex items-center gap-2 text-lg font-semibold tracking-tight text-slate-900">
      <img src="/favicon.svg" alt="" className="size-8 shrink-0" />
      {showName ? "PrepPilot" : <span className="sr-only">PrepPilot</span>}
    </span>
  );
}
