import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatRelativeTime } from "@/client/lib/format-relative-time";
import type { Language } from "@/shared/judge/languages";
import { getVerdictLabel } from "@/shared/judge/verdicts";
import type { SubmissionSummary } from "@/shared/schemas/solving";
import { getSubmissionQueryOptions } from "../api/get-submission";

/** A submission's code, fetched to be shown in the editor, with the words that name it there. */
export type OpenedSubmission = { language: Language; code: string; label: string };

/** Opens a past submission's code: which one is loading, and the message when it failed. */
export function useOpenSubmission(problemId: string, onOpened: (opened: OpenedSubmission) => void) {
  const queryClient = useQueryClient();
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);

  const open = async (submission: SubmissionSummary) => {
    setOpeningId(submission.id);
    setOpenError(null);
    try {
      const full = await queryClient.fetchQuery(getSubmissionQueryOptions(problemId, submission.id));
      const label = `your ${getVerdictLabel(full.verdict, full.language)} submission from ${formatRelativeTime(new Date(full.createdAt), new Date())}`;
      onOpened({ language: full.language, code: full.code, label });
    } catch {
      setOpenError("Failed to open the submission. Please try again.");
    } finally {
      setOpeningId(null);
    }
  };

  return { open, openingId, openError, clearError: () => setOpenError(null) };
}
