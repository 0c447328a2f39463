import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { LibraryScenario } from "@/shared/schemas/content";
import { parseOperations } from "./api-notes";
import { parseEntities } from "./data-model-notes";
import { reviewDesign } from "./design-review";

// The notes' dimensions read what is written, not how. The same entities (or operations) in any
// reasonable notation give the same score.

const [urlShortener] = JSON.parse(
  readFileSync(new URL("../../../content/scenarios/basic.json", import.meta.url), "utf8"),
) as LibraryScenario[];
if (!urlShortener) throw new Error("content/scenarios/basic.json has no scenarios");

const review = (notes: Record<string, string>) =>
  reviewDesign({
    diagram: urlShortener.referenceDesign,
    phaseNotes: notes,
    expectations: urlShortener.expectations,
    requirements: urlShortener.requirements,
  });
const dimensionOf = (notes: Record<string, string>, name: "data-model" | "api") =>
  review(notes).dimensions.find(({ dimension }) => dimension === name);

/** Link (3 fields), click day (3) and user (2), written seven ways. */
const NOTATIONS = {
  "Entity(fields)": "Link(code, long_url, owner_id)\nClickDay(code, day, count)\nUser(id, email)",
  "Entity { fields }": "Link { code, long_url, owner_id }\nClickDay { code, day, count }\nUser { id, email }",
  "Entity: fields": "Link: code, long_url, owner_id\nClickDay: code, day, count\nUser: id, email",
  bullets: "- Link — code, long url, owner id\n- Click day — code, day, count\n- User — id, email",
  "comma-separated, in brackets": "link (code, long url, owner id), click day (code, day, count), user (id, email)",
  "comma-separated, with colons": "links: code, long url, owner id, click days: code, day, count, users: id, email",
  sentences:
    "A link has a code, a long URL and an owner id. A click day has a code, a day and a count. A user has an id and an email.",
};

describe("the data model reads entities in any notation", () => {
  test.each(Object.entries(NOTATIONS))("%s: three entities with their fields", (_notation, notes) => {
    const entities = parseEntities(notes);
    expect(entities.map(({ fields }) => fields.length)).toEqual([3, 3, 2]);
    expect(dimensionOf({ "core-entities": notes }, "data-model")?.reason).toContain("Found 3 entities");
  });

  test("the same entities score the same, and so does the whole review, whatever the notation", () => {
    const dataModel = Object.values(NOTATIONS).map(
      (notes) => dimensionOf({ "core-entities": notes }, "data-model")?.score,
    );
    expect(new Set(dataModel)).toEqual(new Set([5]));
    const overall = Object.values(NOTATIONS).map((notes) => review({ "core-entities": notes }).score);
    expect(new Set(overall).size).toBe(1);
  });

  test("names without fields read as entities too, in a list or in prose, and score below entities with fields", () => {
    for (const notes of ["link, click day, user", "- links\n- click days\n- users", "Links, click days and users."])
      expect(parseEntities(notes).map(({ name, fields }) => [name.toLowerCase(), fields.length])).toEqual([
        [expect.stringMatching(/^link/), 0],
        [expect.stringMatching(/^click day/), 0],
        [expect.stringMatching(/^user/), 0],
      ]);
    expect(dimensionOf({ "core-entities": "link, click day, user" }, "data-model")?.score).toBe(3);
  });

  test("a trailing comment is not a field, and prose that names no entity finds none", () => {
    expect(parseEntities("Counter(key, count)  -- Redis, TTL 2 min")).toEqual([
      { name: "Counter", fields: ["key", "count"] },
    ]);
    expect(parseEntities("We will figure out the storage layout later once the traffic is known")).toEqual([]);
  });
});

describe("the API reads operations in any notation", () => {
  const API = {
    REST: "POST /links, GET /links/{code}, DELETE /links/{code}",
    "verbs sharing a path": "POST /links, GET/DELETE /links/{code}",
    calls: "createLink(url)\ngetLink(code)\ndeleteLink(code)",
    messages: "send{convId, body} → ack{seq}; sync{afterSeq}",
    "verbs in words": "POST a link, GET a link by its code, DELETE a link.",
    sentences: "Owners create links, read a link's stats and delete links.",
  };

  test.each(Object.entries(API))("%s: three operations, scored 5", (_notation, notes) => {
    expect(parseOperations(notes)).toHaveLength(3);
    expect(dimensionOf({ api: notes }, "api")?.score).toBe(5);
  });

  test("a technology named is no operation", () => {
    expect(parseOperations("REST + GraphQL.")).toEqual([]);
    expect(parseOperations("The service (written in Go) answers fast")).toEqual([]);
  });
});
