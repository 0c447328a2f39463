import { useId } from "react";

/** An id usable in `url(#…)`: React's ids hold characters a url reference may not take. */
export function useSvgId(): string {
  return `svg${useId().replace(/[^\w-]/g, "")}`;
}

/** An arrowhead for the lines of a drawn list, tree or graph (`marker-end: url(#id)`). */
export function SvgArrowMarker({ id, className = "fill-slate-400" }: { id: string; className?: string }) {
  return (
    <defs>
      <marker
        id={id}
        viewBox="0 0 10 10"
        refX="9"
        refY="5"
        markerWidth="7"
        markerHeight="7"
        orient="auto-start-reverse"
      >
        <path d="M 0 0 L 10 5 L 0 10 z" className={className} />
      </marker>
    </defs>
  );
}
