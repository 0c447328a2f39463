import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { REVIEW_DIMENSIONS } from "@/shared/design/design-review";
import { captureCli } from "../../../tests/fixtures/cli-output";
import { startFakeOpenAi } from "../../../tests/fixtures/fake-openai";
import { DESIGN_DIR, parseDesignFile } from "./labelled-sets";
import { runReviewDesignCli } from "./run-review-design-cli";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "review-design-cli-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const run = captureCli(runReviewDesignCli);

const urlShortener = parseDesignFile(path.join(DESIGN_DIR, "url-shortener.json"));
const entry = (id: string) => {
  const found = urlShortener.find((design) => design.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

async function designFile(name: string, content: unknown): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

test("prints the product's review of a saved design, and --json gives `overall` with each dimension", async () => {
  const file = await designFile("good.json", entry("url-shortener-01").design);
  const text = await run(["url-shortener", file]);
  expect(text).toMatchObject({ code: 0, err: "" });
  expect(text.out).toMatch(/^url-shortener: \d\.\d \/ 5, automatic review \(no AI\)/);
  expect(text.out).toContain("  Data model: 5 / 5. Checked: entities named");
  expect(text.out).toContain("  Trade-offs: needs a human or AI reader.");
  expect(text.out).toMatch(/Expectations: 5 hold, 0 missing\n {2}✓ A cache on the read path: /);

  const json = JSON.parse((await run(["url-shortener", file, "--json"])).out);
  expect(json).toMatchObject({ scenario: "url-shortener", kind: "automatic", ai: null });
  expect(json.overall).toBeGreaterThanOrEqual(4);
  expect(json.automatic.score).toBe(json.overall);
  expect(json.automatic.dimensions.map(({ dimension }: { dimension: string }) => dimension)).toEqual([
    ...REVIEW_DIMENSIONS,
  ]);
  expect(json.automatic.expectations).toHaveLength(5);
  expect(json.automatic.deductions).toEqual([]);
});

test("a poor design shows what lowered its score", async () => {
  const file = await designFile("poor.json", entry("url-shortener-04").design);
  const json = JSON.parse((await run(["url-shortener", file, "--json"])).out);
  expect(json.overall).toBeLessThanOrEqual(2);
  expect(json.automatic.deductions[0]).toMatch(/^A single point of failure/);
  expect((await run(["url-shortener", file])).out).toContain("  Deduction: A single point of failure");
});

test("a bad slug, a missing or invalid file and bad flags are usage errors: one line on stderr, exit status 2", async () => {
  const file = await designFile("design.json", entry("url-shortener-01").design);
  const unknown = await run(["url-shortner", file]);
  expect(unknown).toMatchObject({ code: 2, out: "" });
  expect(unknown.err).toBe('review-design: no library scenario "url-shortner"');
  expect((await run(["url", file])).err).toBe('review-design: no library scenario "url"; did you mean url-shortener?');
  const missing = await run(["url-shortener", path.join(dir, "nope.json")]);
  expect(missing).toMatchObject({
    code: 2,
    err: `review-design: cannot read ${path.join(dir, "nope.json")}: no such file`,
  });
  expect((await run(["url-shortener", await designFile("bad.json", "{")])).err).toMatch(/bad\.json is not valid JSON/);
  // The app's own schema, its errors by field.
  const invalid = await run([
    "url-shortener",
    await designFile("invalid.json", { diagram: { components: [{ id: "a", kind: "rocket" }], connections: [] } }),
  ]);
  expect(invalid.code).toBe(2);
  expect(invalid.err).toMatch(/invalid\.json is not a saved design:\n/);
  expect(invalid.err).toContain("diagram.components[0].kind");
  const empty = await run([
    "url-shortener",
    await designFile("empty.json", { diagram: { components: [], connections: [] } }),
  ]);
  expect(empty).toMatchObject({
    code: 2,
    err: "review-design: Add components to your diagram before asking for a review.",
  });
  for (const argv of [
    [],
    ["url-shortener"],
    ["--bogus"],
    ["url-shortener", file, "--split"],
    ["--set", DESIGN_DIR, "x"],
  ]) {
    const usage = await run(argv);
    expect(usage.code, argv.join(" ")).toBe(2);
    expect(usage.err, argv.join(" ")).toMatch(/^review-design: .*\(npm run review-design -- --help\)$/);
  }
  expect((await run(["url-shortener", file, "--provider", "claude"])).err).toMatch(
    /--provider is "library" or "openai"/,
  );
  expect((await run(["--help"])).out).toMatch(/^Reviews a saved system design/);
});

test("--set prints the separation figures of labelled designs, split into tuning and held-out scenarios", async () => {
  const text = await run(["--set", DESIGN_DIR, "--split"]);
  expect(text.code).toBe(0);
  expect(text.out).toContain(`Automatic review, ${DESIGN_DIR}: 46 designs for 10 scenarios`);
  expect(text.out).toMatch(/good designs ≥ 4\s+\d+ of 18/);
  expect(text.out).toContain("held-out scenarios (a fixed third, by a hash of the slug): 13 designs for 3 scenarios");
  const file = path.join(DESIGN_DIR, "url-shortener.json");
  const json = JSON.parse((await run(["--set", file, "--json", "--list"])).out);
  expect(Object.keys(json)).toEqual(["all", "designs"]);
  expect(json.all.designs).toBe(5);
  expect(json.designs.map(({ automatic }: { automatic: { id: string } }) => automatic.id)).toEqual(
    urlShortener.map(({ id }) => id),
  );
  const broken = await designFile("broken-set.json", [{ ...entry("url-shortener-01"), label: "great" }]);
  const result = await run(["--set", broken]);
  expect(result.code).toBe(2);
  expect(result.err).toContain("does not match its schema");
  expect((await run(["--set", path.join(dir, "none")])).code).toBe(2);
});

/** A model's review scoring 3 and 4 in turn (mean 3.4), citing a component the design has and one it lacks. */
function aiAnswer() {
  return JSON.stringify({
    dimensions: REVIEW_DIMENSIONS.map((dimension, index) => ({
      dimension,
      score: 3 + (index % 2),
      reason: `About ${dimension}.`,
      citations: ["Redis cache", "a component the design never had"],
    })),
    risks: ["The click counter is one hot row."],
    nextChange: "Shard the click counters.",
  });
}

test("--provider openai adds the AI review of the configured model, sent as the server sends it", async () => {
  const design = entry("url-shortener-01").design;
  const file = await designFile("ai.json", design);
  const fake = await startFakeOpenAi();
  try {
    fake.enqueue({ content: aiAnswer() });
    const env = { OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: "test", AI_MODEL: "gpt-4" };
    const result = await run(["url-shortener", file, "--provider", "openai", "--json"], env);
    expect(result).toMatchObject({ code: 0, err: "" });
    const report = JSON.parse(result.out);
    expect(report).toMatchObject({ kind: "ai", overall: 3.4 });
    expect(report.automatic.score).toBeGreaterThanOrEqual(4);
    expect(report.ai.droppedCitations).toContain("a component the design never had");
    expect(fake.requests).toHaveLength(1);
    const prompt = JSON.stringify(fake.requests[0]?.body);
    expect(prompt).toContain("Scenario: URL Shortener");
    expect(prompt).toContain(JSON.stringify(design.phaseNotes.api).slice(1, 40));

    fake.enqueue({ content: aiAnswer() });
    const text = await run(["url-shortener", file, "--provider", "openai"], env);
    expect(text.out).toContain("AI review: 3.4 / 5");
    expect(text.out).toContain("Next change: Shard the click counters.");

    // The set through the model: its figures next to the automatic review's.
    const set = await designFile("pair.json", [entry("url-shortener-01"), entry("url-shortener-04")]);
    fake.enqueue({ content: aiAnswer() }, { content: aiAnswer() });
    const figures = JSON.parse((await run(["--set", set, "--provider", "openai", "--json"], env)).out);
    expect(figures.ai.all.labels.good.mean).toBe(3.4);
    expect(figures.all.labels.good.mean).toBeGreaterThanOrEqual(4);
    expect(fake.requests).toHaveLength(4);
  } finally {
    await fake.close();
  }
  const unconfigured = await run(["url-shortener", file, "--provider", "openai"], {});
  expect(unconfigured.code).toBe(2);
  expect(unconfigured.err).toMatch(/^review-design: Invalid environment variable OPENAI_API_KEY/);
});
