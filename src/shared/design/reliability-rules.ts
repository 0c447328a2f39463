import { Graph, ids, type Node, names, noReadPath, type RuleOutcome, readPath, verb } from "./design-graph";
import type { ComponentKind, DiagramInput } from "./diagram";

// The rules on what survives the loss of one machine: redundancy (every service and database a client reaches
// has a second instance) and no single point of failure (no single-instance component cuts the clients off
// from their data). The review always judges them (design-review.ts); a scenario may expect them too.

// Managed or redundant by nature: a diagram shows one box for them, but they are never one machine.
const REDUNDANT_BY_NATURE: ReadonlySet<ComponentKind> = new Set([
  "client",
  "dns",
  "cdn",
  "load-balancer",
  "external-service",
]);

export function checkRedundancy(graph: Graph): RuleOutcome {
  const fromClients = graph.reach(graph.ofKind("client"), "forward");
  const services = graph.ofKind("service").filter((node) => fromClients.has(node.id));
  const databases = graph.ofKind("sql-database", "nosql-database").filter((node) => fromClients.has(node.id));
  if (services.length + databases.length === 0)
    return {
      holds: false,
      message: "No service or database is reachable from a client yet.",
      componentIds: ids(graph.ofKind("client")),
    };
  // A load balancer in front implies a pool of instances behind it.
  const singleServices = services.filter(
    (node) =>
      node.replicas < 2 &&
      !(graph.incoming.get(node.id) ?? []).some((id) => graph.byId.get(id)?.kind === "load-balancer"),
  );
  const singleDatabases = databases.filter((node) => node.replicas < 2 && !graph.hasReadReplica(node.id));
  const single = [...singleServices, ...singleDatabases];
  if (single.length === 0)
    return {
      holds: true,
      message: "Every service runs as several instances or behind a load balancer, and every database has a replica.",
      componentIds: ids([...services, ...databases]),
    };
  const parts = [
    singleServices.length > 0
      ? `${names(singleServices)} ${verb(singleServices)} one instance and no load balancer`
      : "",
    singleDatabases.length > 0 ? `${names(singleDatabases)} ${verb(singleDatabases)} one instance and no replica` : "",
  ].filter(Boolean);
  return { holds: false, message: `${parts.join("; ")}.`, componentIds: ids(single) };
}

/**
 * What the rubric scores as poor whatever else holds: a single-instance component that, lost, cuts the clients
 * off from their data. Null when there is none, or when no client reaches a database at all (no read path to cut).
 */
export function findSinglePointOfFailure(diagram: DiagramInput): string | null {
  const graph = new Graph(diagram);
  if (readPath(graph).reached.length === 0) return null;
  const outcome = checkSinglePoints(graph);
  return outcome.holds ? null : outcome.message;
}

export function checkSinglePoints(graph: Graph): RuleOutcome {
  const { onPath, databases, reached } = readPath(graph);
  if (reached.length === 0) return noReadPath(graph, databases);
  const clients = graph.ofKind("client");
  // The data a failure can cut clients off from: primaries and stores, not replicas (reads fall back to the
  // primary). A database with a read replica beside it is not single: the replica can be promoted.
  const stores = reached.filter((node) => node.kind !== "read-replica");
  const hasReplica = (node: Node) => graph.hasReadReplica(node.id);
  const candidates = graph.nodes.filter(
    (node) => onPath.has(node.id) && node.replicas < 2 && !REDUNDANT_BY_NATURE.has(node.kind) && !hasReplica(node),
  );
  // A component is a single point of failure when, without it, clients can no longer reach some store.
  const cutOff = new Set<string>();
  const single = candidates.filter((candidate) => {
    const reachable = graph.reach(clients, "forward", new Set([candidate.id]));
    const lost = stores.filter((store) => !reachable.has(store.id));
    for (const store of lost) cutOff.add(store.id);
    return lost.length > 0;
  });
  if (single.length === 0)
    return {
      holds: true,
      message: "No single-instance component stands between the clients and their data.",
      componentIds: [],
    };
  return {
    holds: false,
    message:
      `${names(single)} ${verb(single, "runs", "run")} as one instance, and without ${single.length === 1 ? "it" : "them"} ` +
      `clients cannot reach ${names(stores.filter((store) => cutOff.has(store.id)))}.`,
    componentIds: ids(single),
  };
}
