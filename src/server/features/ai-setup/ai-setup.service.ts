import { eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { workspacePreferences } from "@/server/db/schema/preferences";
import { getInstallSettings } from "@/server/lib/install-settings";

// Whether the install has a model, which the signed-in screens' labels follow (src/shared/ai-labels.ts),
// and the dashboard's one-time notice on what connecting a model adds. The app has no owner or admin
// account (operators use `npm run admin`), so every account sees the notice once, until it dismisses it
// (docs/decisions/015-honest-ai-labels.md). Only this file writes `ai_notice_dismissed_at`; other
// preferences of the same row belong to their own features and are never touched here.

export type AiSetup = {
  /** AI_PROVIDER=openai: a model serves generation, evaluations and reviews. */
  hasAiProvider: boolean;
  /** Show the notice: no model, and this user has not dismissed it. */
  isNoticeShown: boolean;
};

export async function getAiSetup({ db, userId }: { db: Database; userId: string }): Promise<AiSetup> {
  const { hasAiProvider } = getInstallSettings();
  if (hasAiProvider) return { hasAiProvider, isNoticeShown: false };
  const [row] = await db
    .select({ dismissedAt: workspacePreferences.aiNoticeDismissedAt })
    .from(workspacePreferences)
    .where(eq(workspacePreferences.userId, userId));
  return { hasAiProvider, isNoticeShown: !row?.dismissedAt };
}

/** Dismisses the notice for good; dismissing it again keeps the first date. */
export async function dismissAiNotice({ db, userId, now }: { db: Database; userId: string; now: Date }) {
  await db
    .insert(workspacePreferences)
    .values({ userId, aiNoticeDismissedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: workspacePreferences.userId,
      set: { aiNoticeDismissedAt: now, updatedAt: now },
      setWhere: isNull(workspacePreferences.aiNoticeDismissedAt),
    });
  return getAiSetup({ db, userId });
}
