import { Graph, ids, type Node, names, noReadPath, type RuleOutcome, readPath, verb } from "./design-graph";
import { COMPONENT_KIND_LABELS, type ComponentKind, type DiagramInput } from "./diagram";
import { checkRedundancy, checkSinglePoints } from "./reliability-rules";

// The automatic review's rules: each reads the diagram's graph and says whether an expectation of the
// scenario holds. Paths follow connections in the direction they are drawn (client → load balancer →
// service → database), because that is how users draw a request; a connection drawn backwards does not
// count as a path. Every check is a breadth-first search (no recursion), so a 300-component, 600-connection
// diagram is checked in milliseconds.

export const DESIGN_RULE_IDS = [
  "cache-on-read-path",
  "redundancy",
  "queue-for-slow-work",
  "cdn-for-media",
  "rate-limit-writes",
  "no-single-point-of-failure",
  "uses-kind",
] as const;
export type DesignRuleId = (typeof DESIGN_RULE_IDS)[number];

/** The review's title per rule; `uses-kind` names its kind ("A search index in the design"). */
export const DESIGN_RULES: Record<DesignRuleId, { title: string; summary: string }> = {
  "cache-on-read-path": {
    title: "A cache on the read path",
    summary:
      "A cache lies on a path from a client to a database, or a component on such a path connects to one (cache-aside).",
  },
  redundancy: {
    title: "Redundant services and databases",
    summary:
      "Every service a client reaches has 2+ instances or a load balancer in front; every database a client reaches has 2+ instances or a read replica.",
  },
  "queue-for-slow-work": {
    title: "A queue between requests and slow work",
    summary: "A message queue is fed by a service or API gateway and drained by a worker.",
  },
  "cdn-for-media": {
    title: "A CDN for media",
    summary: "Clients fetch from a CDN, which reads from object storage directly or through one component.",
  },
  "rate-limit-writes": {
    title: "A rate limiter in front of the API",
    summary:
      "Every path from a client to a service passes a rate limiter, or a gateway or load balancer with a connection to one (it consults it).",
  },
  "no-single-point-of-failure": {
    title: "No single point of failure",
    summary:
      "No single-instance component (other than clients, DNS, CDNs, load balancers and external services) lies on every path from the clients to a SQL or NoSQL database they reach; a database with a read replica beside it can fail over to it.",
  },
  "uses-kind": {
    title: "A required component",
    summary: "The design has at least one component of the expected kind.",
  },
};

export type DesignExpectation = { rule: DesignRuleId; kind?: ComponentKind; because: string };

export type DesignCheck = {
  rule: DesignRuleId;
  kind?: ComponentKind;
  title: string;
  because: string;
  holds: boolean;
  /** What holds, or what is missing, in plain words. */
  message: string;
  /** The components to highlight: those that satisfy the rule, or those where the fix belongs. */
  componentIds: string[];
};

type Outcome = RuleOutcome;

/** Checks each expectation against the diagram, in the expectations' order. */
export function checkDesign(diagram: DiagramInput, expectations: readonly DesignExpectation[]): DesignCheck[] {
  const graph = new Graph(diagram);
  return expectations.map((expectation) => {
    const outcome = checkRule(graph, expectation);
    return {
      rule: expectation.rule,
      ...(expectation.kind ? { kind: expectation.kind } : {}),
      title: describeExpectation(expectation),
      because: expectation.because,
      ...outcome,
    };
  });
}

export function describeExpectation({ rule, kind }: Pick<DesignExpectation, "rule" | "kind">): string {
  if (rule === "uses-kind" && kind) {
    const phrase = `${withArticle(kindName(kind))} in the design`;
    return phrase.charAt(0).toUpperCase() + phrase.slice(1);
  }
  return DESIGN_RULES[rule].title;
}

function checkRule(graph: Graph, { rule, kind }: DesignExpectation): Outcome {
  switch (rule) {
    case "cache-on-read-path":
      return checkCache(graph);
    case "redundancy":
      return checkRedundancy(graph);
    case "queue-for-slow-work":
      return checkQueue(graph);
    case "cdn-for-media":
      return checkCdn(graph);
    case "rate-limit-writes":
      return checkRateLimit(graph);
    case "no-single-point-of-failure":
      return checkSinglePoints(graph);
    case "uses-kind":
      return checkKind(graph, kind);
  }
}

function checkCache(graph: Graph): Outcome {
  const { onPath, databases, reached } = readPath(graph);
  if (reached.length === 0) return noReadPath(graph, databases);
  // Cache-aside: a service on the path reads the cache before the database. A client's own connection to a
  // cache does not count: that is not the server's read path.
  const asideOf = (id: string) => onPath.has(id) && graph.byId.get(id)?.kind !== "client";
  const caches = graph
    .ofKind("cache")
    .filter((cache) => onPath.has(cache.id) || graph.neighbours(cache.id).some(asideOf));
  if (caches.length > 0)
    return {
      holds: true,
      message: `${names(caches)} ${caches.length === 1 ? "serves" : "serve"} reads before they reach the database.`,
      componentIds: ids(caches),
    };
  return {
    holds: false,
    message: `No cache between the clients and ${names(reached)}: every read goes to the database.`,
    componentIds: ids(reached),
  };
}

function checkQueue(graph: Graph): Outcome {
  const queues = graph.ofKind("message-queue");
  const producers = (queue: Node) =>
    (graph.incoming.get(queue.id) ?? []).some((id) =>
      ["service", "api-gateway"].includes(graph.byId.get(id)?.kind ?? ""),
    );
  // Workers pull from a queue, so a worker → queue connection counts as well as queue → worker.
  const consumers = (queue: Node) => graph.neighbours(queue.id).some((id) => graph.byId.get(id)?.kind === "worker");
  const working = queues.filter((queue) => producers(queue) && consumers(queue));
  if (working.length > 0)
    return {
      holds: true,
      message: `${names(working)} hands slow work from the request path to workers.`,
      componentIds: ids(working),
    };
  if (queues.length > 0) {
    const lacks = queues.map((queue) =>
      !producers(queue)
        ? `${names([queue])} has no service or gateway feeding it`
        : `${names([queue])} has no worker draining it`,
    );
    return { holds: false, message: `${lacks.join("; ")}.`, componentIds: ids(queues) };
  }
  const handlers = graph.ofKind("service", "api-gateway");
  return {
    holds: false,
    message: "No message queue: slow work runs inside the request, so users wait for it.",
    componentIds: ids(handlers),
  };
}

function checkCdn(graph: Graph): Outcome {
  const cdns = graph.ofKind("cdn");
  const storage = graph.ofKind("object-storage");
  const kindOf = (id: string) => graph.byId.get(id)?.kind;
  const served = cdns.filter((cdn) => (graph.incoming.get(cdn.id) ?? []).some((id) => kindOf(id) === "client"));
  const backed = served.filter((cdn) =>
    (graph.outgoing.get(cdn.id) ?? []).some(
      (next) =>
        kindOf(next) === "object-storage" ||
        (graph.outgoing.get(next) ?? []).some((id) => kindOf(id) === "object-storage"),
    ),
  );
  if (backed.length > 0)
    return {
      holds: true,
      message: `Clients fetch media from ${names(backed)}, backed by object storage.`,
      componentIds: ids(backed),
    };
  if (cdns.length === 0)
    return {
      holds: false,
      message: "No CDN: every media request travels to the origin.",
      componentIds: ids(storage.length > 0 ? storage : graph.ofKind("client")),
    };
  if (served.length === 0)
    return { holds: false, message: `No client connects to ${names(cdns)}.`, componentIds: ids(cdns) };
  return {
    holds: false,
    message: `${names(served)} ${verb(served, "does not", "do not")} read from object storage.`,
    componentIds: ids([...served, ...storage]),
  };
}

function checkRateLimit(graph: Graph): Outcome {
  const clients = graph.ofKind("client");
  const services = graph.ofKind("service");
  const fromClients = graph.reach(clients, "forward");
  const reachedServices = services.filter((node) => fromClients.has(node.id));
  if (reachedServices.length === 0)
    return { holds: false, message: "No service is reachable from a client yet.", componentIds: ids(clients) };
  const limiters = graph.ofKind("rate-limiter");
  // A gateway or load balancer with a connection to a rate limiter consults it, so it enforces the limit on
  // the path; one that merely receives traffic from a rate limiter does not.
  const enforcing = graph
    .ofKind("api-gateway", "load-balancer")
    .filter((node) => (graph.outgoing.get(node.id) ?? []).some((id) => graph.byId.get(id)?.kind === "rate-limiter"));
  const guards = [...limiters, ...enforcing];
  const unguarded = graph.reach(clients, "forward", new Set(ids(guards)));
  const exposed = reachedServices.filter((node) => unguarded.has(node.id));
  if (exposed.length === 0)
    return {
      holds: true,
      message: `Every request passes ${names(guards)} before it reaches a service.`,
      componentIds: ids(guards),
    };
  return {
    holds: false,
    message:
      limiters.length === 0
        ? "No rate limiter: one client can flood the API."
        : `Requests reach ${names(exposed)} without passing a rate limiter.`,
    componentIds: ids(exposed),
  };
}

function checkKind(graph: Graph, kind: ComponentKind | undefined): Outcome {
  if (!kind) return { holds: false, message: "This expectation names no component kind.", componentIds: [] };
  const found = graph.ofKind(kind);
  const name = kindName(kind);
  if (found.length > 0)
    return {
      holds: true,
      message:
        found.length === 1
          ? `${names(found)} is ${withArticle(name)}.`
          : `${names(found)} are each ${withArticle(name)}.`,
      componentIds: ids(found),
    };
  return { holds: false, message: `The design has no ${name}.`, componentIds: [] };
}

function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

/** "search index", but "SQL database" and "NoSQL database" keep their capitals. */
function kindName(kind: ComponentKind): string {
  const label = COMPONENT_KIND_LABELS[kind];
  const first = label.split(" ")[0] ?? "";
  return /[A-Z]/.test(first.slice(1)) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}
