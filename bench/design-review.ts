// Part of `npm run bench`: the automatic design review — every rule of design-rules.ts and the
// seven dimensions of design-review.ts — on a generated 200-component, 400-connection diagram against a
// 20-component, 40-connection one in the same run, with the same expectations and notes. Printed, never
// asserted. The server runs this review inside the request, so it must stay far below a request's budget.

import { reviewDesign } from "@/shared/design/design-review";
import type { DesignExpectation } from "@/shared/design/design-rules";
import type { ComponentKind, Diagram } from "@/shared/design/diagram";

const RUNS = { small: 2000, large: 200 };

/** Every rule, as a demanding library scenario would list them. */
const EXPECTATIONS: DesignExpectation[] = [
  { rule: "cache-on-read-path", because: "reads dominate" },
  { rule: "redundancy", because: "highly available" },
  { rule: "queue-for-slow-work", because: "slow work off the request path" },
  { rule: "cdn-for-media", because: "media heavy" },
  { rule: "rate-limit-writes", because: "public write API" },
  { rule: "no-single-point-of-failure", because: "no single machine in front of everything" },
  { rule: "uses-kind", kind: "search-index", because: "full-text search" },
];

const NOTES = {
  requirements:
    "- Users upload photos and videos and share them with followers\n- Followers see a feed of recent posts\n- Users search posts by caption\n- Likes and comments on posts",
  "core-entities":
    "- User: id, name\n- Post (id, author, media url, caption)\n- Follow: follower, followee\n- Like: user, post",
  api: "POST /posts\nGET /feed?cursor=\nGET /search?q=\nPOST /posts/{id}/likes",
};

const REQUIREMENTS = [
  "Upload photos and videos and share them with followers",
  "Show followers a feed of recent posts",
  "Search posts by their caption",
  "Like and comment on posts",
];

/** Layers a request crosses, with each layer's share of the components and its kinds. */
const LAYERS: { share: number; kinds: ComponentKind[] }[] = [
  { share: 0.05, kinds: ["client"] },
  { share: 0.1, kinds: ["cdn", "rate-limiter", "load-balancer"] },
  { share: 0.05, kinds: ["api-gateway"] },
  { share: 0.35, kinds: ["service"] },
  { share: 0.15, kinds: ["cache", "message-queue"] },
  { share: 0.1, kinds: ["worker"] },
  { share: 0.2, kinds: ["sql-database", "nosql-database", "read-replica", "object-storage", "search-index"] },
];

/** A layered architecture of `size` components and twice as many connections, the same for a seed. */
export function generateDiagram(size: number, seed = 42): Diagram {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const layers: string[][] = [];
  const components: Diagram["components"] = [];
  for (const [index, { share, kinds }] of LAYERS.entries()) {
    const count = index === LAYERS.length - 1 ? size - components.length : Math.max(1, Math.round(size * share));
    const ids: string[] = [];
    for (let n = 0; n < count; n++) {
      const kind = kinds[n % kinds.length] ?? "service";
      const id = `${kind}-${components.length}`;
      ids.push(id);
      components.push({
        id,
        kind,
        label: `${kind} ${n + 1}`,
        position: { x: index * 250, y: n * 120 },
        replicas: random() < 0.6 ? 2 : 1,
      });
    }
    layers.push(ids);
  }
  const connections: Diagram["connections"] = [];
  const seen = new Set<string>();
  const connect = (from: string, to: string) => {
    const key = `${from}>${to}`;
    if (from === to || seen.has(key)) return;
    seen.add(key);
    connections.push({ id: `c${connections.length}`, from, to, label: pick(["HTTPS", "reads", "writes", "events"]) });
  };
  // Every component reaches the next layer, then forward shortcuts up to twice as many connections as components.
  for (let layer = 0; layer < layers.length - 1; layer++) {
    for (const from of layers[layer] ?? []) connect(from, pick(layers[layer + 1] ?? []));
  }
  while (connections.length < size * 2) {
    const from = Math.floor(random() * (layers.length - 1));
    const to = from + 1 + Math.floor(random() * Math.min(2, layers.length - 1 - from));
    connect(pick(layers[from] ?? []), pick(layers[to] ?? []));
  }
  return { components, connections };
}

export function benchDesignReview() {
  const small = generateDiagram(20);
  const large = generateDiagram(200);
  const review = (diagram: Diagram) =>
    reviewDesign({ diagram, phaseNotes: NOTES, expectations: EXPECTATIONS, requirements: REQUIREMENTS });
  const smallMs = time(RUNS.small, () => review(small));
  const largeMs = time(RUNS.large, () => review(large));
  const worstLargeMs = worst(50, () => review(large));
  console.log("\nAutomatic design review (7 rules + 7 dimensions; mean of each run):");
  console.table([
    {
      run: `baseline: ${small.components.length} components, ${small.connections.length} connections (${RUNS.small})`,
      "mean ms": round(smallMs),
    },
    {
      run: `${large.components.length} components, ${large.connections.length} connections (${RUNS.large})`,
      "mean ms": round(largeMs),
      "worst ms (50)": round(worstLargeMs),
      "× baseline": round(largeMs / smallMs),
    },
  ]);
  return { smallMs, largeMs, worstLargeMs };
}

function time(count: number, run: () => unknown): number {
  for (let index = 0; index < 20; index++) run();
  const started = performance.now();
  for (let index = 0; index < count; index++) run();
  return (performance.now() - started) / count;
}

function worst(count: number, run: () => unknown): number {
  let slowest = 0;
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    run();
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
}

function round(value: number) {
  return Number(value.toFixed(3));
}
