import { useState } from "react";

/**
 * What is typed into a field but may not be in the diagram (an empty name, "0" instances, a trailing space),
 * remembered with the value it leaves the diagram holding. It is shown only while the diagram still holds
 * that value, so undo, redo or a rename elsewhere show the diagram's value without copying it into state.
 */
export function useFieldDraft(committed: string) {
  const [draft, setDraft] = useState<{ text: string; committed: string } | null>(null);
  return {
    shown: draft?.committed === committed ? draft.text : committed,
    type: (text: string, leavesCommitted: string) => setDraft({ text, committed: leavesCommitted }),
    reset: () => setDraft(null),
  };
}
