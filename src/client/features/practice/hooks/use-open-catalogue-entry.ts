import { useLocation } from "wouter";
import { paths } from "@/client/config/paths";
import { useAiLabels } from "@/client/features/ai-setup";
import { useLabGeneration } from "@/client/features/labs";
import type { CatalogueEntry } from "@/shared/schemas/problem-library";
import { useOpenLibraryProblem } from "../api/open-library-problem";
import { useStartProblem } from "../api/start-problem";

/**
 * Opens a problem of the Problem Library on its solve page. A problem the user has not started goes
 * through the server first, under the Practice Arena's rules (AI access, the plan's quota): a library
 * problem is opened (the user's problem created once, or reused) and a generated one started; a
 * problem already started opens at once.
 */
export function useOpenCatalogueEntry() {
  const [, navigate] = useLocation();
  const lab = useLabGeneration(useAiLabels().practiceArena);
  const open = useOpenLibraryProblem();
  const start = useStartProblem();

  const openEntry = (entry: CatalogueEntry) => {
    if (entry.problemId && entry.status !== "new") return navigate(paths.problem(entry.problemId));
    const { slug, problemId } = entry;
    if (slug) {
      lab.generate(open.mutate, slug, {
        fallback: "Failed to open problem",
        onSuccess: ({ problem }) => navigate(paths.problem(problem.id)),
      });
    } else if (problemId) {
      lab.generate(start.mutate, problemId, {
        fallback: "Failed to start problem",
        onSuccess: () => navigate(paths.problem(problemId)),
      });
    }
  };

  const pending = open.isPending ? open.variables : start.isPending ? start.variables : undefined;
  return { openEntry, openingKey: pending, error: lab.error, clearError: lab.clearError, canUseAI: lab.canUseAI };
}
