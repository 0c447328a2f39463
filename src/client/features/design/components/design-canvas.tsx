import { Database, Globe, type LucideIcon, Network, Server, X } from "lucide-react";
import { useRef, useState } from "react";

type ComponentKind = "Database" | "Server" | "Load Balancer" | "CDN";

const COMPONENTS: { kind: ComponentKind; icon: LucideIcon }[] = [
  { kind: "Database", icon: Database },
  { kind: "Server", icon: Server },
  { kind: "Load Balancer", icon: Network },
  { kind: "CDN", icon: Globe },
];

const ICONS = Object.fromEntries(COMPONENTS.map(({ kind, icon }) => [kind, icon])) as Record<ComponentKind, LucideIcon>;

/** A sketch pad, not a diagram editor: place labelled boxes to think through an architecture. */
export function DesignCanvas() {
  const [placed, setPlaced] = useState<{ id: number; kind: ComponentKind }[]>([]);
  const nextId = useRef(1);
  const add = (kind: ComponentKind) => {
    setPlaced((current) => [...current, { id: nextId.current, kind }]);
    nextId.current += 1;
  };
  return (
    <section
      aria-labelledby="design-canvas-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id="design-canvas-title" className="text-lg font-semibold text-slate-900">
        Design canvas
      </h3>
      <div className="flex flex-wrap gap-2">
        {COMPONENTS.map(({ kind, icon: Icon }) => (
          <button
            key={kind}
            type="button"
            onClick={() => add(kind)}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <Icon aria-hidden className="size-4 text-brand-600" />
            {kind}
          </button>
        ))}
      </div>
      <div
        data-testid="design-canvas"
        className="min-h-40 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 p-3 [background-image:radial-gradient(#cbd5e1_1px,transparent_1px)] [background-size:16px_16px]"
      >
        {placed.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">Add components to sketch your architecture.</p>
        ) : (
          <ul aria-label="Placed components" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {placed.map((box, index) => {
              const Icon = ICONS[box.kind];
              return (
                <li
                  key={box.id}
                  className="flex items-center gap-2 rounded-lg border border-brand-500 bg-white p-2 text-sm font-medium text-slate-900 shadow-sm"
                >
                  <Icon aria-hidden className="size-4 shrink-0 text-brand-600" />
                  <span className="min-w-0 flex-1 truncate">{box.kind}</span>
                  <button
                    type="button"
                    aria-label={`Remove ${box.kind} ${index + 1}`}
                    onClick={() => setPlaced((current) => current.filter((item) => item.id !== box.id))}
                    className="grid size-7 shrink-0 place-items-center rounded text-slate-600 hover:bg-slate-100"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
