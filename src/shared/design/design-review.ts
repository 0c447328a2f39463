import { getMeanScore } from "@/shared/progress";
import type { DesignPhaseId } from "@/shared/schemas/design-work";
import { checkDesign, type DesignCheck, type DesignExpectation, type DesignRuleId } from "./design-rules";
import type { ComponentKind, DiagramInput } from "./diagram";
import { applyDeductions, findDeductions } from "./review-deductions";
import {
  type DimensionScore,
  fromShare,
  REVIEW_DIMENSION_LABELS,
  REVIEW_DIMENSIONS,
  type ReviewDimension,
} from "./review-dimensions";
import { scoreApi, scoreDataModel, scoreRequirements } from "./review-notes";

// The automatic review of a saved design ("Automatic review (no AI)"): the scenario's
// expectations checked on the diagram (design-rules.ts), and a 1–5 score on each of the seven dimensions
// an interviewer scores, but only where a rule can tell something real. What a rule reads is said in each
// dimension's reason; a dimension no rule can judge (trade-offs) is left to a human or AI reader rather
// than guessed. Everything is a pass over the notes or a graph search: a 300-component diagram takes
// milliseconds, so the server runs it inside the request.

export { type DimensionScore, REVIEW_DIMENSION_LABELS, REVIEW_DIMENSIONS, type ReviewDimension };

export type AutomaticReview = {
  /** The scenario's expectations as checked on the diagram (what holds, what is missing, where). */
  findings: DesignCheck[];
  /** The seven dimensions, in REVIEW_DIMENSIONS' order. */
  dimensions: DimensionScore[];
  /**
   * The overall 1–5 score, one decimal: the mean of the scored dimensions, lowered by the deductions
   * (review-deductions.ts); null when no dimension could be scored.
   */
  score: number | null;
  /** What lowered the score below the dimensions' mean (absent from reviews stored before deductions existed). */
  deductions?: string[];
};

export type DesignReviewInput = {
  diagram: DiagramInput;
  phaseNotes: Partial<Record<DesignPhaseId, string>>;
  /** The library scenario's expectations; null for a scenario outside the library (DEFAULT_EXPECTATIONS apply). */
  expectations: readonly DesignExpectation[] | null;
  /** The scenario's functional requirements, which the requirements notes should cover. */
  requirements: readonly string[];
};

/**
 * What every design is held to when its scenario has no expectations of its own (an AI-generated one):
 * any system that serves users must survive the loss of one machine.
 */
export const DEFAULT_EXPECTATIONS: readonly DesignExpectation[] = [
  {
    rule: "redundancy",
    because: "Any service users rely on needs more than one instance of its services and databases.",
  },
  {
    rule: "no-single-point-of-failure",
    because: "The loss of one machine should not cut users off from their data.",
  },
];

/** Which expectations bear on which dimension; uses-kind (the components a scenario needs) is high-level design. */
const RULE_DIMENSION: Record<DesignRuleId, "high-level-design" | "scalability" | "reliability"> = {
  "uses-kind": "high-level-design",
  "cache-on-read-path": "scalability",
  "cdn-for-media": "scalability",
  "queue-for-slow-work": "scalability",
  redundancy: "reliability",
  "no-single-point-of-failure": "reliability",
  "rate-limit-writes": "reliability",
};

const DATA_STORE_KINDS: ReadonlySet<ComponentKind> = new Set([
  "sql-database",
  "nosql-database",
  "read-replica",
  "object-storage",
  "search-index",
]);
const HANDLER_KINDS: ReadonlySet<ComponentKind> = new Set(["service", "api-gateway", "worker"]);

export function reviewDesign({ diagram, phaseNotes, expectations, requirements }: DesignReviewInput): AutomaticReview {
  const findings = checkDesign(diagram, expectations ?? DEFAULT_EXPECTATIONS);
  const graph = toGraph(diagram);
  const dimensions: DimensionScore[] = [
    scoreRequirements(phaseNotes.requirements ?? "", requirements),
    scoreApi(phaseNotes.api ?? ""),
    scoreDataModel(
      phaseNotes["core-entities"] ?? "",
      graph.components.filter(({ kind }) => DATA_STORE_KINDS.has(kind)).length,
    ),
    scoreHighLevelDesign(graph, findings),
    scoreScalability(graph, findings),
    scoreReliability(diagram, findings),
    {
      dimension: "trade-offs",
      score: null,
      source: "reader",
      reason:
        "Whether the design weighs its choices (consistency against availability, cost against latency, what was left out and why) needs a human or AI reader: no rule can judge it.",
    },
  ];
  const deductions = findDeductions(diagram, phaseNotes, dimensions);
  const scores = dimensions.flatMap(({ score }) => (score === null ? [] : [score]));
  const mean = getMeanScore(scores);
  const score = mean === null ? null : applyDeductions(mean, deductions);
  return { findings, dimensions, score, deductions: deductions.map(({ reason }) => reason) };
}

// ---------- The graph: high-level design, scalability ----------

type Graph = {
  components: { id: string; kind: ComponentKind; label: string; replicas: number }[];
  outgoing: Map<string, string[]>;
  incoming: Map<string, string[]>;
  connections: { from: string; to: string; label?: string }[];
};

function toGraph(diagram: DiagramInput): Graph {
  const components = diagram.components.map(({ id, kind, label, replicas }) => ({
    id,
    kind,
    label,
    replicas: replicas ?? 1,
  }));
  const outgoing = new Map(components.map(({ id }) => [id, [] as string[]]));
  const incoming = new Map(components.map(({ id }) => [id, [] as string[]]));
  const connections = diagram.connections.filter(
    ({ from, to }) => from !== to && outgoing.has(from) && incoming.has(to),
  );
  for (const { from, to } of connections) {
    outgoing.get(from)?.push(to);
    incoming.get(to)?.push(from);
  }
  return { components, outgoing, incoming, connections };
}

/** Components reachable from the clients, following connections as drawn (breadth first). */
function reachFromClients(graph: Graph): Set<string> {
  const queue = graph.components.filter(({ kind }) => kind === "client").map(({ id }) => id);
  const seen = new Set(queue);
  for (const current of queue) {
    for (const next of graph.outgoing.get(current) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

type Check = { label: string; holds: boolean };

function fromChecks(dimension: ReviewDimension, checks: Check[], note = ""): DimensionScore {
  const passed = checks.filter(({ holds }) => holds);
  const failed = checks.filter(({ holds }) => !holds);
  const list = (items: Check[]) => items.map(({ label }) => label.charAt(0).toLowerCase() + label.slice(1)).join("; ");
  return {
    dimension,
    score: fromShare(passed.length, checks.length),
    source: "rules",
    reason: [
      `${passed.length} of ${checks.length} checks hold.`,
      passed.length > 0 ? `Holds: ${list(passed)}.` : "",
      failed.length > 0 ? `Missing: ${list(failed)}.` : "",
      note,
    ]
      .filter(Boolean)
      .join(" "),
  };
}

function findingChecks(findings: DesignCheck[], dimension: ReviewDimension): Check[] {
  return findings
    .filter(({ rule }) => RULE_DIMENSION[rule] === dimension)
    .map(({ title, holds }) => ({ label: title, holds }));
}

function scoreHighLevelDesign(graph: Graph, findings: DesignCheck[]): DimensionScore {
  const reached = reachFromClients(graph);
  const reachedKinds = new Set(graph.components.filter(({ id }) => reached.has(id)).map(({ kind }) => kind));
  const connected = new Set(graph.connections.flatMap(({ from, to }) => [from, to]));
  const labelled = graph.connections.filter(({ label }) => label?.trim()).length;
  const checks: Check[] = [
    { label: "A client is drawn", holds: reachedKinds.has("client") },
    {
      label: "Requests from a client reach a service or gateway",
      holds: [...HANDLER_KINDS].some((kind) => reachedKinds.has(kind)),
    },
    {
      label: "Requests from a client reach a data store",
      holds: [...DATA_STORE_KINDS].some((kind) => reachedKinds.has(kind)),
    },
    {
      label: "Every component is connected",
      holds: graph.components.length > 0 && graph.components.every(({ id }) => connected.has(id)),
    },
    {
      label: "Most connections say what flows along them",
      holds: graph.connections.length > 0 && labelled * 2 >= graph.connections.length,
    },
    ...findingChecks(findings, "high-level-design"),
  ];
  return fromChecks(
    "high-level-design",
    checks,
    "Whether the pieces are the right ones for the scenario needs a reader.",
  );
}

function scoreScalability(graph: Graph, findings: DesignCheck[]): DimensionScore {
  const reached = reachFromClients(graph);
  const services = graph.components.filter(({ id, kind }) => kind === "service" && reached.has(id));
  const kinds = new Map(graph.components.map(({ id, kind }) => [id, kind]));
  const behindBalancer = (id: string) =>
    (graph.incoming.get(id) ?? []).some((from) => kinds.get(from) === "load-balancer");
  const scaled = services.filter(({ id, replicas }) => replicas >= 2 || behindBalancer(id));
  const checks: Check[] = [
    {
      label: "Services a client reaches scale out (2+ instances or a load balancer in front)",
      holds: services.length > 0 && scaled.length === services.length,
    },
    ...findingChecks(findings, "scalability"),
  ];
  return fromChecks("scalability", checks, "Whether the numbers (capacity, partitioning) hold up needs a reader.");
}

function scoreReliability(diagram: DiagramInput, findings: DesignCheck[]): DimensionScore {
  const checks = findingChecks(findings, "reliability");
  const expected = new Set(findings.map(({ rule }) => rule));
  // Every design is judged on redundancy and single points of failure, expected or not: the scenario's own
  // reliability expectations come on top.
  const extra = DEFAULT_EXPECTATIONS.filter(({ rule }) => !expected.has(rule));
  const extraChecks = checkDesign(diagram, extra).map(({ title, holds }) => ({ label: title, holds }));
  return fromChecks("reliability", [...checks, ...extraChecks]);
}
