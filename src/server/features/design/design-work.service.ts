import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/server/db/client";
import { designScenarios, designWork } from "@/server/db/schema/design";
import { AppError } from "@/server/lib/app-error";
import {
  DESIGN_MAX_BYTES,
  DESIGN_TOO_LARGE_MESSAGE,
  DESIGN_VERSION_CONFLICT_MESSAGE,
  type DesignWork,
  EMPTY_DESIGN_SESSION,
  type saveDesignInputSchema,
} from "@/shared/schemas/design-work";

// The diagram, phase notes and phase clock of a user's scenario, saved whole on every change. The version
// is optimistic locking: a save names the version it was made on, and one made on an older version
// (another tab, another device) is refused with 409, so that nothing is silently overwritten.

type Args = { db: Database; userId: string; scenarioId: string };

const EMPTY: DesignWork = {
  diagram: { components: [], connections: [] },
  phaseNotes: {},
  session: EMPTY_DESIGN_SESSION,
  version: 0,
  updatedAt: null,
};

export async function getDesignWork({ db, userId, scenarioId }: Args): Promise<DesignWork> {
  await assertOwnScenario(db, userId, scenarioId);
  const [row] = await db.select().from(designWork).where(eq(designWork.scenarioId, scenarioId));
  return row ? toDesignWork(row) : EMPTY;
}

export async function saveDesignWork({
  db,
  userId,
  scenarioId,
  input,
  now,
}: Args & { input: z.output<typeof saveDesignInputSchema>; now: Date }): Promise<DesignWork> {
  const { baseVersion, diagram, phaseNotes, session } = input;
  if (Buffer.byteLength(JSON.stringify({ diagram, phaseNotes })) > DESIGN_MAX_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", { message: DESIGN_TOO_LARGE_MESSAGE });
  }
  return db.transaction(async (tx) => {
    // Locks the scenario, so that two saves on the same version are taken one after the other.
    await assertOwnScenario(tx, userId, scenarioId, { lock: true });
    const [current] = await tx.select().from(designWork).where(eq(designWork.scenarioId, scenarioId));
    if ((current?.version ?? 0) !== baseVersion) {
      throw new AppError("CONFLICT", { message: DESIGN_VERSION_CONFLICT_MESSAGE });
    }
    const values = { diagram, phaseNotes, session, version: baseVersion + 1, updatedAt: now };
    const [saved] = await tx
      .insert(designWork)
      .values({ scenarioId, userId, ...values })
      .onConflictDoUpdate({ target: designWork.scenarioId, set: values })
      .returning();
    if (!saved) throw new Error("Saving a design returned no row");
    return toDesignWork(saved);
  });
}

async function assertOwnScenario(db: Database, userId: string, scenarioId: string, { lock = false } = {}) {
  const query = db
    .select({ id: designScenarios.id })
    .from(designScenarios)
    .where(and(eq(designScenarios.id, scenarioId), eq(designScenarios.userId, userId)));
  const [scenario] = lock ? await query.for("update") : await query;
  if (!scenario) throw new AppError("NOT_FOUND", { message: "No such scenario." });
}

function toDesignWork(row: typeof designWork.$inferSelect): DesignWork {
  return {
    diagram: row.diagram,
    phaseNotes: row.phaseNotes,
    session: row.session,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
