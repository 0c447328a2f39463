import { useState } from "react";
import { getAutosaveKey } from "@/client/hooks/use-autosave";
import { readStoredDraft, writeStoredDraft } from "@/client/lib/stored-draft";

/**
 * The message being written in a coding round, kept in this browser until it is sent, so neither a reload nor
 * a failed send loses it.
 */
export function useMessageDraft(userId: string, roundId: string) {
  const key = getAutosaveKey(userId, "coding-message", roundId);
  const [text, setText] = useState(
    () => readStoredDraft(key, (stored) => (typeof stored === "string" ? stored : null)) ?? "",
  );
  const change = (next: string) => {
    setText(next);
    writeStoredDraft(key, next);
  };
  return { text, change, clear: () => change("") };
}
