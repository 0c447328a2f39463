import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { AiProvider } from "@/server/ai/ai-provider";
import { runGeneration } from "@/server/ai/generation-guard";
import { createItemId } from "@/server/ai/item-ids";
import type { Database } from "@/server/db/client";
import { designScenarios } from "@/server/db/schema/practice";
import { recordActivity } from "@/server/features/activity/activity.service";
import type { createScenarioInputSchema, Scenario } from "@/shared/schemas/design";

type ScenarioRow = typeof designScenarios.$inferSelect;

/** Generates one scenario (library or AI) and saves it to the user's list, with its activity event. */
export async function generateScenario({
  db,
  ai,
  userId,
  now,
  rateLimits,
  input,
}: {
  db: Database;
  ai: AiProvider;
  userId: string;
  now: Date;
  rateLimits: boolean;
  input: z.output<typeof createScenarioInputSchema>;
}): Promise<Scenario> {
  // No plan counts scenarios (section 9 quotas cover problems and mock interviews only).
  return runGeneration({ db, userId, now, rateLimits, maxDurationMs: ai.maxDurationMs }, async () => {
    const { item, source } = await ai.generateScenario(input, { servedSlugs: await listServedSlugs(db, userId) });
    const row: ScenarioRow = {
      ...item,
      id: createItemId("scenario", now),
      userId,
      complexity: input.complexity,
      company: input.company,
      source: source.kind === "ai" ? source : { kind: "library" },
      slug: source.kind === "library" ? source.slug : null,
      hiddenAt: null,
      createdAt: now,
    };
    await db.transaction(async (tx) => {
      await tx.insert(designScenarios).values(row);
      await recordActivity({
        db: tx,
        userId,
        kind: "scenario_generated",
        subjectId: row.id,
        details: { title: row.title },
        at: now,
      });
    });
    return toScenario(row);
  });
}

/** The user's visible scenarios, newest first. */
export async function listScenarios({ db, userId }: { db: Database; userId: string }): Promise<Scenario[]> {
  const rows = await db
    .select()
    .from(designScenarios)
    .where(and(eq(designScenarios.userId, userId), isNull(designScenarios.hiddenAt)))
    .orderBy(desc(designScenarios.createdAt), desc(designScenarios.id));
  return rows.map(toScenario);
}

/** "Clear All": hides every visible scenario; the rows stay for history and the library's memory. */
export async function hideScenarios({ db, userId, now }: { db: Database; userId: string; now: Date }) {
  await db
    .update(designScenarios)
    .set({ hiddenAt: now })
    .where(and(eq(designScenarios.userId, userId), isNull(designScenarios.hiddenAt)));
}

/** Library scenarios this user was given, hidden ones included, so the library never repeats itself. */
async function listServedSlugs(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: designScenarios.slug })
    .from(designScenarios)
    .where(and(eq(designScenarios.userId, userId), isNotNull(designScenarios.slug)));
  return new Set(rows.flatMap(({ slug }) => (slug ? [slug] : [])));
}

function toScenario(row: ScenarioRow): Scenario {
  const { userId: _userId, hiddenAt: _hiddenAt, slug: _slug, ...scenario } = row;
  return { ...scenario, createdAt: row.createdAt.toISOString() };
}
