import { describe, expect, test } from "vitest";
import { makeDiagram as labelledDiagram } from "../../../tests/fixtures/diagrams";
import { checkDesign, type DesignExpectation, type DesignRuleId } from "./design-rules";
import type { ComponentKind, DiagramInput } from "./diagram";

const makeDiagram = (components: Parameters<typeof labelledDiagram>[0], chains: string[]) =>
  labelledDiagram(components, chains, null);

function check(diagram: DiagramInput, rule: DesignRuleId, kind?: ComponentKind) {
  const expectation: DesignExpectation = { rule, because: "the scenario says so", ...(kind ? { kind } : {}) };
  const [result] = checkDesign(diagram, [expectation]);
  if (!result) throw new Error("checkDesign returned nothing");
  return result;
}

const WEB: Record<string, [ComponentKind, number?]> = {
  client: ["client"],
  lb: ["load-balancer"],
  api: ["service", 3],
  db: ["sql-database", 2],
};

describe("cache-on-read-path", () => {
  test("holds for a cache between the service and the database, and for a cache-aside cache", () => {
    const inline = check(makeDiagram({ ...WEB, cache: ["cache"] }, ["client>lb>api>cache>db"]), "cache-on-read-path");
    expect(inline).toMatchObject({ holds: true, componentIds: ["cache"], title: "A cache on the read path" });
    const aside = check(
      makeDiagram({ ...WEB, cache: ["cache"] }, ["client>lb>api>db", "api>cache"]),
      "cache-on-read-path",
    );
    expect(aside.holds).toBe(true);
  });

  test("does not count a cache only a client connects to", () => {
    const diagram = makeDiagram({ ...WEB, cache: ["cache"] }, ["client>lb>api>db", "client>cache"]);
    expect(check(diagram, "cache-on-read-path").holds).toBe(false);
  });

  test("misses a cache off the read path and points at the databases", () => {
    const result = check(
      makeDiagram({ ...WEB, cache: ["cache"], other: ["service"] }, ["client>lb>api>db", "other>cache"]),
      "cache-on-read-path",
    );
    expect(result).toMatchObject({ holds: false, componentIds: ["db"] });
    expect(result.message).toBe('No cache between the clients and "db": every read goes to the database.');
  });
});

describe("redundancy", () => {
  test("holds for a service behind a load balancer and a database with a read replica", () => {
    const diagram = makeDiagram(
      { client: ["client"], lb: ["load-balancer"], api: ["service"], db: ["sql-database"], replica: ["read-replica"] },
      ["client>lb>api>db>replica"],
    );
    expect(check(diagram, "redundancy").holds).toBe(true);
  });

  test("misses a single service reached directly and a single database, naming both", () => {
    const diagram = makeDiagram({ client: ["client"], api: ["service"], db: ["nosql-database"] }, ["client>api>db"]);
    expect(check(diagram, "redundancy")).toMatchObject({
      holds: false,
      message: '"api" has one instance and no load balancer; "db" has one instance and no replica.',
      componentIds: ["api", "db"],
    });
  });
});

describe("queue-for-slow-work", () => {
  test("holds for a queue fed by a service and drained by a worker", () => {
    const diagram = makeDiagram({ ...WEB, queue: ["message-queue"], worker: ["worker"] }, [
      "client>lb>api>db",
      "api>queue>worker",
    ]);
    expect(check(diagram, "queue-for-slow-work")).toMatchObject({ holds: true, componentIds: ["queue"] });
  });

  test("misses a queue no worker drains, and a design without a queue", () => {
    const undrained = makeDiagram({ ...WEB, queue: ["message-queue"] }, ["client>lb>api>queue"]);
    expect(check(undrained, "queue-for-slow-work")).toMatchObject({
      holds: false,
      message: '"queue" has no worker draining it.',
      componentIds: ["queue"],
    });
    expect(check(makeDiagram(WEB, ["client>lb>api>db"]), "queue-for-slow-work")).toMatchObject({
      holds: false,
      componentIds: ["api"],
    });
  });
});

describe("cdn-for-media", () => {
  const MEDIA: Record<string, [ComponentKind, number?]> = {
    client: ["client"],
    cdn: ["cdn"],
    media: ["service"],
    blobs: ["object-storage"],
  };

  test("holds for client → CDN → object storage, directly or through one component", () => {
    expect(check(makeDiagram(MEDIA, ["client>cdn>blobs"]), "cdn-for-media").holds).toBe(true);
    expect(check(makeDiagram(MEDIA, ["client>cdn>media>blobs"]), "cdn-for-media").holds).toBe(true);
  });

  test("misses a CDN that does not read from object storage, and a design without a CDN", () => {
    expect(check(makeDiagram(MEDIA, ["client>cdn", "media>blobs"]), "cdn-for-media")).toMatchObject({
      holds: false,
      message: '"cdn" does not read from object storage.',
      componentIds: ["cdn", "blobs"],
    });
    const noCdn = makeDiagram({ client: ["client"], media: ["service"], blobs: ["object-storage"] }, [
      "client>media>blobs",
    ]);
    expect(check(noCdn, "cdn-for-media")).toMatchObject({ holds: false, componentIds: ["blobs"] });
  });
});

describe("rate-limit-writes", () => {
  test("holds for a rate limiter in the path, and for a gateway that consults one", () => {
    const inline = makeDiagram({ ...WEB, limiter: ["rate-limiter"] }, ["client>limiter>lb>api>db"]);
    expect(check(inline, "rate-limit-writes")).toMatchObject({ holds: true, componentIds: ["limiter"] });
    const consulted = makeDiagram({ ...WEB, gateway: ["api-gateway", 2], limiter: ["rate-limiter"] }, [
      "client>gateway>lb>api>db",
      "gateway>limiter",
    ]);
    expect(check(consulted, "rate-limit-writes").holds).toBe(true);
  });

  test("misses a service that a client reaches around the rate limiter", () => {
    const diagram = makeDiagram({ ...WEB, limiter: ["rate-limiter"], admin: ["service"] }, [
      "client>limiter>lb>api>db",
      "client>admin",
    ]);
    expect(check(diagram, "rate-limit-writes")).toMatchObject({
      holds: false,
      message: 'Requests reach "admin" without passing a rate limiter.',
      componentIds: ["admin"],
    });
  });
});

describe("no-single-point-of-failure", () => {
  test("holds when every single-instance component can be bypassed and the rest are redundant", () => {
    expect(check(makeDiagram(WEB, ["client>lb>api>db"]), "no-single-point-of-failure").holds).toBe(true);
    const twoPaths = makeDiagram({ ...WEB, api: ["service"], backup: ["service"] }, [
      "client>lb>api>db",
      "lb>backup>db",
    ]);
    expect(check(twoPaths, "no-single-point-of-failure").holds).toBe(true);
  });

  test("names the single-instance components every request passes, but not clients or load balancers", () => {
    const diagram = makeDiagram({ ...WEB, gateway: ["api-gateway"], db: ["sql-database"] }, [
      "client>lb>gateway>api>db",
    ]);
    expect(check(diagram, "no-single-point-of-failure")).toMatchObject({
      holds: false,
      message: '"db" and "gateway" run as one instance, and without them clients cannot reach "db".',
      componentIds: ["db", "gateway"],
    });
  });
});

test("no-single-point-of-failure: a single store is one even when clients reach other data, unless a replica stands by", () => {
  const components: Record<string, [ComponentKind, number?]> = {
    ...WEB,
    audit: ["sql-database"],
    replica: ["read-replica"],
  };
  const lonely = makeDiagram(components, ["client>lb>api>db", "api>audit"]);
  expect(check(lonely, "no-single-point-of-failure")).toMatchObject({
    holds: false,
    message: '"audit" runs as one instance, and without it clients cannot reach "audit".',
    componentIds: ["audit"],
  });
  const replicated = makeDiagram(components, ["client>lb>api>db", "api>audit>replica"]);
  expect(check(replicated, "no-single-point-of-failure").holds).toBe(true);
});

describe("uses-kind", () => {
  test("holds when the design has a component of the kind, and titles itself by the kind", () => {
    const result = check(
      makeDiagram({ ...WEB, search: ["search-index"] }, ["client>lb>api>search"]),
      "uses-kind",
      "search-index",
    );
    expect(result).toMatchObject({
      holds: true,
      kind: "search-index",
      title: "A search index in the design",
      componentIds: ["search"],
    });
    expect(result.message).toBe('"search" is a search index.');
  });

  test("misses a kind the design lacks, and keeps the capitals of SQL", () => {
    const result = check(makeDiagram(WEB, []), "uses-kind", "nosql-database");
    expect(result).toMatchObject({
      holds: false,
      title: "A NoSQL database in the design",
      message: "The design has no NoSQL database.",
    });
  });
});

test("an empty diagram meets no expectation, and says why", () => {
  const rules: DesignExpectation[] = [
    { rule: "cache-on-read-path", because: "reads dominate" },
    { rule: "redundancy", because: "available" },
    { rule: "queue-for-slow-work", because: "slow" },
    { rule: "cdn-for-media", because: "media" },
    { rule: "rate-limit-writes", because: "public" },
    { rule: "no-single-point-of-failure", because: "available" },
    { rule: "uses-kind", kind: "cache", because: "fast" },
  ];
  const results = checkDesign({ components: [], connections: [] }, rules);
  expect(results.map((result) => result.holds)).toEqual(rules.map(() => false));
  expect(results.map((result) => result.because)).toEqual(rules.map((rule) => rule.because));
  expect(results[0]?.message).toBe("The design has no database yet.");
});

test("checks a generated 300-component, 600-connection diagram", () => {
  // 60 lanes of client → rate limiter → load balancer → service → database, each lane also linked to the
  // next two, so that no single component carries every request.
  const lane = ["client", "rate-limiter", "load-balancer", "service", "sql-database"] as const;
  const components: Record<string, [ComponentKind, number?]> = {};
  const chains: string[] = [];
  const at = (kind: ComponentKind, index: number) => `${kind}-${index % 60}`;
  for (let index = 0; index < 60; index++) {
    for (const kind of lane) components[at(kind, index)] = [kind, kind === "sql-database" ? 2 : undefined];
    chains.push(lane.map((kind) => at(kind, index)).join(">"));
    for (const step of [1, 2]) {
      chains.push(`${at("load-balancer", index)}>${at("service", index + step)}`);
      chains.push(`${at("service", index)}>${at("sql-database", index + step)}`);
    }
    chains.push(`${at("client", index)}>${at("rate-limiter", index + 1)}`);
    chains.push(`${at("rate-limiter", index)}>${at("load-balancer", index + 1)}`);
  }
  const diagram = makeDiagram(components, chains);
  expect([diagram.components.length, diagram.connections.length]).toEqual([300, 600]);
  const results = checkDesign(diagram, [
    { rule: "redundancy", because: "x" },
    { rule: "rate-limit-writes", because: "x" },
    { rule: "no-single-point-of-failure", because: "x" },
    { rule: "cache-on-read-path", because: "x" },
  ]);
  expect(results.map((result) => result.holds)).toEqual([true, true, true, false]);
  expect(results[3]?.componentIds).toHaveLength(60);
});
