import { type KeyPoint, matchKeyPoints, tokenize } from "@/shared/answer-check/key-points";
import { getMeanScore } from "@/shared/progress";
import type { DesignPhaseId } from "@/shared/schemas/design-work";
import { checkDesign, type DesignCheck, type DesignExpectation, type DesignRuleId } from "./design-rules";
import type { ComponentKind, DiagramInput } from "./diagram";

// The automatic review of a saved design (issue 13, "Automatic review (no AI)"): the scenario's
// expectations checked on the diagram (design-rules.ts), and a 1–5 score on each of the seven dimensions
// an interviewer scores, but only where a rule can tell something real. What a rule reads is said in each
// dimension's reason; a dimension no rule can judge (trade-offs) is left to a human or AI reader rather
// than guessed. Everything is a pass over the notes or a graph search: a 300-component diagram takes
// milliseconds, so the server runs it inside the request.

export const REVIEW_DIMENSIONS = [
  "requirements",
  "api",
  "data-model",
  "high-level-design",
  "scalability",
  "reliability",
  "trade-offs",
] as const;
export type ReviewDimension = (typeof REVIEW_DIMENSIONS)[number];

export const REVIEW_DIMENSION_LABELS: Record<ReviewDimension, string> = {
  requirements: "Requirements",
  api: "API",
  "data-model": "Data model",
  "high-level-design": "High-level design",
  scalability: "Scalability",
  reliability: "Reliability",
  "trade-offs": "Trade-offs",
};

export type DimensionScore = {
  dimension: ReviewDimension;
  /** 1–5 when a rule could judge it; null when it needs a human or AI reader. */
  score: number | null;
  source: "rules" | "reader";
  /** What was checked and what it found, or why a reader is needed. */
  reason: string;
};

export type AutomaticReview = {
  /** The scenario's expectations as checked on the diagram (what holds, what is missing, where). */
  findings: DesignCheck[];
  /** The seven dimensions, in REVIEW_DIMENSIONS' order. */
  dimensions: DimensionScore[];
  /** The mean of the scored dimensions, one decimal; null when none could be scored. */
  score: number | null;
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
    scoreDataModel(phaseNotes["core-entities"] ?? "", graph),
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
  const scores = dimensions.flatMap(({ score }) => (score === null ? [] : [score]));
  return { findings, dimensions, score: getMeanScore(scores) };
}

/** 1 when nothing passes, 5 when everything does, evenly between. */
function fromShare(passed: number, total: number): number {
  return total === 0 ? 1 : 1 + Math.round((4 * passed) / total);
}

// ---------- Requirements: the notes against the scenario's requirements ----------

/** Words that carry no requirement of their own ("with", "their"). Shorter words are skipped anyway. */
const STOP_WORDS = new Set(
  "able about after also allow allows always among another anyone before being between both cannot could does each either even every from have into just least lets like many more most much must never once only other over same should show some such than that their them then there these they this those through under until upon very want wants well were what when where which while will with within without would your optionally".split(
    " ",
  ),
);
const MIN_WORD_LENGTH = 4;

/**
 * A requirement's key words as key points for the shared matcher, each matched by its stem
 * ("redirect*" finds redirects and redirected, "expi*" finds expiry and expires).
 */
function toKeyWords(requirement: string): KeyPoint[] {
  const words = new Set(
    tokenize(requirement)
      .map(({ word }) => word)
      .filter((word) => word.length >= MIN_WORD_LENGTH && !STOP_WORDS.has(word) && !/^\d+$/.test(word)),
  );
  return [...words].map((word) => ({ point: word, phrasings: [`${word.slice(0, Math.max(4, word.length - 2))}*`] }));
}

/** Covered when the notes use a third of the requirement's key words (three at most): notes are terse. */
function isCovered(notes: string, requirement: string): boolean {
  const keyWords = toKeyWords(requirement);
  if (keyWords.length === 0) return true;
  const found = matchKeyPoints(notes, keyWords).filter(({ span }) => span !== null).length;
  return found >= Math.min(3, Math.ceil(keyWords.length / 3));
}

function scoreRequirements(notes: string, requirements: readonly string[]): DimensionScore {
  const dimension = "requirements";
  if (requirements.length === 0)
    return {
      dimension,
      score: null,
      source: "reader",
      reason: "The scenario lists no requirements to check the notes against: a human or AI reader is needed.",
    };
  if (!notes.trim())
    return {
      dimension,
      score: 1,
      source: "rules",
      reason: "The requirements notes are empty: write down what the system must do before designing it.",
    };
  const missing = requirements.filter((requirement) => !isCovered(notes, requirement));
  const covered = requirements.length - missing.length;
  const how =
    "checked by the requirement's key words in the requirements notes; a third of them, up to three, count as covered";
  return {
    dimension,
    score: fromShare(covered, requirements.length),
    source: "rules",
    reason:
      missing.length === 0
        ? `The requirements notes cover all ${requirements.length} of the scenario's requirements (${how}).`
        : `The requirements notes cover ${covered} of the scenario's ${requirements.length} requirements (${how}). Not found: ${missing.map((text) => `"${text}"`).join("; ")}.`,
  };
}

// ---------- API: the endpoints the API notes name ----------

/** "GET /links/{code}", "post /v1/links". */
const REST_ENDPOINT = /\b(GET|POST|PUT|PATCH|DELETE)\s+(\/[^\s,;)]*)/gi;
/** "createLink(url, alias)", "get_stats(code)": an RPC-style call with its parameters' parentheses. */
const RPC_ENDPOINT = /\b([a-z][a-z0-9]*(?:[A-Z][a-zA-Z0-9]*|_[a-z0-9]+)+)\s*\(/g;

function scoreApi(notes: string): DimensionScore {
  const dimension = "api";
  if (!notes.trim())
    return {
      dimension,
      score: 1,
      source: "rules",
      reason: "The API notes are empty: name the endpoints the clients call.",
    };
  const rest = [...notes.matchAll(REST_ENDPOINT)].map((match) => `${match[1]?.toUpperCase()} ${match[2]}`);
  const rpc = [...notes.matchAll(RPC_ENDPOINT)].map((match) => `${match[1]}()`);
  const endpoints = [...new Set([...rest, ...rpc])];
  const verbs = new Set(rest.map((endpoint) => endpoint.split(" ")[0]));
  const checked = "Checked: endpoints named in the API notes as an HTTP verb and path or as a call with parameters";
  if (endpoints.length === 0)
    return {
      dimension,
      score: 2,
      source: "rules",
      reason: `${checked}. None found: write each one as "POST /links" or "createLink(url)".`,
    };
  // Reads and writes both: a single verb rarely serves a whole scenario.
  const score = endpoints.length >= 3 && (verbs.size >= 2 || rpc.length > 0) ? 5 : Math.min(4, 2 + endpoints.length);
  const shown = endpoints.length > 5 ? [...endpoints.slice(0, 5), `${endpoints.length - 5} more`] : endpoints;
  return {
    dimension,
    score,
    source: "rules",
    reason: `${checked}. Found ${endpoints.length}: ${shown.join(", ")}. Whether they fit the requirements needs a reader.`,
  };
}

// ---------- Data model: the entities the core-entities notes name ----------

type Entity = { name: string; hasFields: boolean };

/** One entity per line ("User: id, email", "- Link (code, url)"); a single line may list them with commas. */
function parseEntities(notes: string): Entity[] {
  const lines = notes
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim())
    .filter(Boolean);
  const items =
    lines.length === 1 && !/[:(]/.test(lines[0] ?? "") ? (lines[0] ?? "").split(/\s*[,;]\s*|\s+and\s+/) : lines;
  const entities = new Map<string, Entity>();
  for (const item of items) {
    // "Link: code, url", "Link (code, url)", "Link - code, url"; a hyphen inside a name ("Check-in") stays.
    const separator = /\s*(?::|\(|\s[-–—]\s)/.exec(item);
    const name = (separator ? item.slice(0, separator.index) : item).trim();
    const rest = separator ? item.slice(separator.index + separator[0].length) : "";
    // A name is a few words; a longer line is prose, not an entity.
    if (!/^\p{L}/u.test(name) || name.split(/\s+/).length > 4) continue;
    const key = name.toLowerCase();
    const hasFields = /\p{L}/u.test(rest);
    entities.set(key, { name, hasFields: hasFields || (entities.get(key)?.hasFields ?? false) });
  }
  return [...entities.values()];
}

function scoreDataModel(notes: string, graph: Graph): DimensionScore {
  const dimension = "data-model";
  if (!notes.trim())
    return {
      dimension,
      score: 1,
      source: "rules",
      reason: "The core entities notes are empty: name the entities the system stores.",
    };
  const entities = parseEntities(notes);
  const withFields = entities.filter(({ hasFields }) => hasFields).length;
  const stores = graph.components.filter(({ kind }) => DATA_STORE_KINDS.has(kind));
  const checked = `Checked: entities named in the core entities notes, one per line (fields after ":" or in parentheses), and a data store in the diagram to keep them`;
  let score = entities.length >= 3 ? 4 : entities.length + 1;
  if (score === 4 && withFields * 2 >= entities.length && stores.length > 0) score = 5;
  if (stores.length === 0) score = Math.min(score, 3);
  const names = entities.map(({ name }) => name);
  const shown = names.length > 6 ? [...names.slice(0, 5), `${names.length - 5} more`] : names;
  return {
    dimension,
    score,
    source: "rules",
    reason: `${checked}. Found ${entities.length} ${entities.length === 1 ? "entity" : "entities"}${shown.length > 0 ? ` (${shown.join(", ")})` : ""}, ${withFields} with fields; ${stores.length === 0 ? "no data store in the diagram" : `${stores.length} data ${stores.length === 1 ? "store" : "stores"} in the diagram`}.`,
  };
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
