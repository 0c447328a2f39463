import { useState } from "react";
import { getAutosaveKey } from "@/client/hooks/use-autosave";

/**
 * The message being written in a coding round, kept in this browser until it is sent, so neither a reload nor
 * a failed send loses it.
 */
export function useMessageDraft(userId: string, roundId: string) {
  const key = getAutosaveKey(userId, "coding-message", roundId);
  const [text, setText] = useState(() => readDraft(key));
  const change = (next: string) => {
    setText(next);
    writeDraft(key, next);
  };
  return { text, change, clear: () => change("") };
}

function readDraft(key: string): string {
  try {
    return localStorage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

function writeDraft(key: string, text: string) {
  try {
    if (text) localStorage.setItem(key, text);
    else localStorage.removeItem(key);
  } catch {
    // Storage full or disabled: the text stays on screen, only a reload would lose it.
  }
}
