import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { LibraryScenario } from "@/shared/schemas/content";
import { makeDiagram } from "../../../tests/fixtures/diagrams";
import {
  type AutomaticReview,
  DEFAULT_EXPECTATIONS,
  REVIEW_DIMENSION_LABELS,
  REVIEW_DIMENSIONS,
  type ReviewDimension,
  reviewDesign,
} from "./design-review";
import type { DesignExpectation } from "./design-rules";

const [urlShortener] = JSON.parse(
  readFileSync(new URL("../../../content/scenarios/basic.json", import.meta.url), "utf8"),
) as LibraryScenario[];
if (!urlShortener) throw new Error("content/scenarios/basic.json has no scenarios");

function dimension(review: AutomaticReview, name: ReviewDimension) {
  const found = review.dimensions.find((entry) => entry.dimension === name);
  if (!found) throw new Error(`No ${name} dimension`);
  return found;
}

const GOOD_NOTES = {
  requirements:
    "- Create a short link for a long URL, with an optional custom alias\n- Redirect visitors to the original URL\n- Owner sets an expiry date\n- Click count per link and per day",
  "core-entities": "- Link: code, long url, owner, expires at\n- User: id, email\n- Click (code, day, count)",
  api: "POST /links {url, alias?} -> code\nGET /{code} -> 302\nGET /links/{code}/stats",
};

describe("reviewDesign: the expectations and redundancy", () => {
  test("the library's reference design with thorough notes meets every expectation and scores high", () => {
    const review = reviewDesign({
      diagram: urlShortener.referenceDesign,
      phaseNotes: GOOD_NOTES,
      expectations: urlShortener.expectations,
      requirements: urlShortener.requirements,
    });
    expect(review.findings.map(({ rule, holds }) => ({ rule, holds }))).toEqual(
      urlShortener.expectations.map(({ rule }) => ({ rule, holds: true })),
    );
    expect(review.dimensions.map(({ dimension }) => dimension)).toEqual([...REVIEW_DIMENSIONS]);
    for (const name of ["requirements", "api", "data-model", "scalability", "reliability"] as const) {
      expect(dimension(review, name)).toMatchObject({ score: 5, source: "rules" });
    }
    expect(dimension(review, "trade-offs")).toMatchObject({ score: null, source: "reader" });
    expect(dimension(review, "trade-offs").reason).toMatch(/human or AI reader/);
    const scored = review.dimensions.flatMap(({ score }) => (score === null ? [] : [score]));
    expect(scored).toHaveLength(6);
    // Nothing to deduct: the overall is the mean.
    expect(review.deductions).toEqual([]);
    expect(review.score).toBe(Math.round((scored.reduce((a, b) => a + b, 0) / 6) * 10) / 10);
    expect(review.score).toBeGreaterThanOrEqual(4.5);
  });

  test("a design missing the cache loses scalability and names the missing expectation", () => {
    const expectations: DesignExpectation[] = [
      { rule: "cache-on-read-path", because: "reads dominate" },
      { rule: "redundancy", because: "available" },
    ];
    const withCache = makeDiagram(
      { client: ["client"], lb: ["load-balancer"], api: ["service", 2], cache: ["cache", 2], db: ["sql-database", 2] },
      ["client>lb>api>db", "api>cache"],
    );
    const withoutCache = makeDiagram(
      { client: ["client"], lb: ["load-balancer"], api: ["service", 2], db: ["sql-database", 2] },
      ["client>lb>api>db"],
    );
    const input = { phaseNotes: {}, expectations, requirements: ["Serve reads"] };
    const good = reviewDesign({ ...input, diagram: withCache });
    const bad = reviewDesign({ ...input, diagram: withoutCache });
    expect(dimension(good, "scalability").score).toBe(5);
    expect(dimension(bad, "scalability").score).toBe(3);
    expect(dimension(bad, "scalability").reason).toContain("Missing: a cache on the read path");
    expect(bad.findings.find(({ rule }) => rule === "cache-on-read-path")).toMatchObject({
      holds: false,
      componentIds: ["db"],
    });
  });

  test("a single instance in front of the data fails reliability, and empty notes score 1", () => {
    const diagram = makeDiagram({ client: ["client"], api: ["service"], db: ["sql-database"] }, ["client>api>db"]);
    const review = reviewDesign({ diagram, phaseNotes: {}, expectations: null, requirements: ["Store things"] });
    expect(review.findings.map(({ rule }) => rule)).toEqual(DEFAULT_EXPECTATIONS.map(({ rule }) => rule));
    expect(dimension(review, "reliability")).toMatchObject({ score: 1, source: "rules" });
    for (const name of ["requirements", "api", "data-model"] as const) {
      expect(dimension(review, name).score).toBe(1);
      expect(dimension(review, name).reason).toMatch(/empty/);
    }
  });

  test("reliability is judged on redundancy even where the scenario does not expect it", () => {
    const diagram = makeDiagram({ client: ["client"], api: ["service"], db: ["sql-database"] }, ["client>api>db"]);
    const review = reviewDesign({
      diagram,
      phaseNotes: {},
      expectations: [{ rule: "uses-kind", kind: "sql-database", because: "relational data" }],
      requirements: [],
    });
    expect(dimension(review, "reliability").reason).toContain("Missing: redundant services and databases");
    expect(dimension(review, "requirements")).toMatchObject({ score: null, source: "reader" });
    expect(dimension(review, "high-level-design").reason).toContain("SQL database in the design");
  });
});

describe("reviewDesign: the phase notes and the data model", () => {
  test("requirements notes are scored by how many requirements they cover, and say which are not", () => {
    const review = reviewDesign({
      diagram: urlShortener.referenceDesign,
      phaseNotes: {
        requirements: "Create short links for long URLs with a custom alias. Redirect visitors to the original.",
      },
      expectations: urlShortener.expectations,
      requirements: urlShortener.requirements,
    });
    const requirements = dimension(review, "requirements");
    expect(requirements.score).toBe(3);
    expect(requirements.reason).toContain("cover 2 of the scenario's 4 requirements");
    expect(requirements.reason).toContain(urlShortener.requirements[2]);
  });

  test("the API notes count endpoints written as a verb and a path or as a call", () => {
    const review = (api: string) =>
      dimension(
        reviewDesign({
          diagram: urlShortener.referenceDesign,
          phaseNotes: { api },
          expectations: [],
          requirements: [],
        }),
        "api",
      );
    expect(review("We expose a REST API.").score).toBe(2);
    expect(review("POST /links").score).toBe(3);
    expect(review("POST /links and POST /links/bulk").score).toBe(4);
    expect(review("createLink(url)\ngetStats(code)\nresolve_code(code)").score).toBe(5);
    expect(review("POST /links, GET /links/{code}, DELETE /links/{code}").reason).toContain("DELETE /links/{code}");
  });

  test("the data model needs entities with fields and somewhere to store them", () => {
    const notes = "User: id, email\nLink (code, url)\nClick - link, time";
    const stored = reviewDesign({
      diagram: urlShortener.referenceDesign,
      phaseNotes: { "core-entities": notes },
      expectations: [],
      requirements: [],
    });
    expect(dimension(stored, "data-model").score).toBe(5);
    expect(dimension(stored, "data-model").reason).toContain("Found 3 entities (User, Link, Click), 3 with fields");
    const nowhere = reviewDesign({
      diagram: makeDiagram({ client: ["client"], api: ["service"] }, ["client>api"]),
      phaseNotes: { "core-entities": notes },
      expectations: [],
      requirements: [],
    });
    expect(dimension(nowhere, "data-model").score).toBe(3);
    expect(dimension(nowhere, "data-model").reason).toContain("no data store in the diagram");
    const listed = reviewDesign({
      diagram: urlShortener.referenceDesign,
      phaseNotes: { "core-entities": "User, Link and Click" },
      expectations: [],
      requirements: [],
    });
    // Names without fields: what is stored is not said (RUBRIC.md: "the entities with their keys").
    expect(dimension(listed, "data-model")).toMatchObject({ score: 3 });
    expect(dimension(listed, "data-model").reason).toContain("Found 3 entities (User, Link, Click), 0 with fields");
  });
});

describe("reviewDesign: the diagram as a whole", () => {
  test("high-level design checks the request path, that everything is connected and labelled", () => {
    const diagram = makeDiagram({ client: ["client"], api: ["service"], db: ["sql-database"], stray: ["cache"] }, [
      "client>api>db",
    ]);
    const review = reviewDesign({ diagram, phaseNotes: {}, expectations: [], requirements: [] });
    expect(dimension(review, "high-level-design")).toMatchObject({ score: 4 });
    expect(dimension(review, "high-level-design").reason).toContain("Missing: every component is connected");
  });

  test("an empty diagram scores the lowest it can, not an error", () => {
    const review = reviewDesign({
      diagram: { components: [], connections: [] },
      phaseNotes: {},
      expectations: null,
      requirements: ["x"],
    });
    expect(review.score).toBe(1);
  });

  test("labels every dimension", () => {
    expect(Object.keys(REVIEW_DIMENSION_LABELS)).toEqual([...REVIEW_DIMENSIONS]);
    expect(REVIEW_DIMENSION_LABELS["data-model"]).toBe("Data model");
  });
});
