import type { ComponentKind, DiagramInput } from "./diagram";

// The diagram as a graph for the review's rules (design-rules.ts): components by id, connections in the
// direction they are drawn, and breadth-first reach (no recursion, so 300 components take milliseconds).

export type Node = { id: string; kind: ComponentKind; label: string; replicas: number };

export class Graph {
  readonly nodes: Node[];
  readonly byId = new Map<string, Node>();
  readonly outgoing = new Map<string, string[]>();
  readonly incoming = new Map<string, string[]>();

  constructor(diagram: DiagramInput) {
    this.nodes = diagram.components.map(({ id, kind, label, replicas }) => ({
      id,
      kind,
      label,
      replicas: replicas ?? 1,
    }));
    for (const node of this.nodes) {
      this.byId.set(node.id, node);
      this.outgoing.set(node.id, []);
      this.incoming.set(node.id, []);
    }
    for (const { from, to } of diagram.connections) {
      // A connection to a missing component is the schema's concern; the rules just ignore it.
      if (!this.byId.has(from) || !this.byId.has(to) || from === to) continue;
      this.outgoing.get(from)?.push(to);
      this.incoming.get(to)?.push(from);
    }
  }

  /**
   * A database with a read replica beside it: connected to one, or written by a component that also reads
   * from one (a service drawn to "Postgres primary" and to "Postgres replicas"). Either can take over.
   */
  hasReadReplica(id: string): boolean {
    const isReplica = (other: string) => this.byId.get(other)?.kind === "read-replica";
    if (this.neighbours(id).some(isReplica)) return true;
    return (this.incoming.get(id) ?? []).some((writer) => (this.outgoing.get(writer) ?? []).some(isReplica));
  }

  ofKind(...kinds: ComponentKind[]): Node[] {
    return this.nodes.filter((node) => kinds.includes(node.kind));
  }

  neighbours(id: string): string[] {
    return [...(this.outgoing.get(id) ?? []), ...(this.incoming.get(id) ?? [])];
  }

  /** Every component reachable from `starts` (included), never entering a component in `blocked`. */
  reach(starts: Node[], direction: "forward" | "backward", blocked: ReadonlySet<string> = new Set()): Set<string> {
    const edges = direction === "forward" ? this.outgoing : this.incoming;
    const seen = new Set<string>();
    const queue: string[] = [];
    for (const start of starts) {
      if (blocked.has(start.id) || seen.has(start.id)) continue;
      seen.add(start.id);
      queue.push(start.id);
    }
    for (const current of queue) {
      for (const next of edges.get(current) ?? []) {
        if (seen.has(next) || blocked.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return seen;
  }
}

/** What a rule finds: whether it holds, in plain words, and the components to highlight. */
export type RuleOutcome = { holds: boolean; message: string; componentIds: string[] };

const DATABASE_KINDS: ReadonlySet<ComponentKind> = new Set(["sql-database", "nosql-database", "read-replica"]);

/** The components on some path from a client to a database (the clients and databases included). */
export function readPath(graph: Graph): { onPath: Set<string>; databases: Node[]; reached: Node[] } {
  const databases = graph.nodes.filter((node) => DATABASE_KINDS.has(node.kind));
  const fromClients = graph.reach(graph.ofKind("client"), "forward");
  const reached = databases.filter((database) => fromClients.has(database.id));
  const toDatabases = graph.reach(reached, "backward");
  return { onPath: new Set([...fromClients].filter((id) => toDatabases.has(id))), databases, reached };
}

export function noReadPath(graph: Graph, databases: Node[]): RuleOutcome {
  if (databases.length === 0)
    return { holds: false, message: "The design has no database yet.", componentIds: ids(graph.ofKind("client")) };
  return {
    holds: false,
    message: `No path leads from a client to ${names(databases)}: connect them in the direction requests flow.`,
    componentIds: ids(databases),
  };
}

export function ids(nodes: Node[]): string[] {
  return nodes.map((node) => node.id);
}

/** "Cache", "Cache and Users DB", "A, B and 3 more". */
export function names(nodes: Node[]): string {
  const labels = nodes.map((node) => `"${node.label}"`);
  const shown = labels.length > 4 ? [...labels.slice(0, 3), `${labels.length - 3} more`] : labels;
  return shown.length === 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

export function verb(nodes: Node[], singular = "has", plural = "have"): string {
  return nodes.length === 1 ? singular : plural;
}
