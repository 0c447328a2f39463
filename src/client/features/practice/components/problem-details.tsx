import { Code2 } from "lucide-react";
import { useState } from "react";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import { useAuthState } from "@/client/features/auth";
import { useEditorPreferences } from "@/client/features/preferences";
import { useMediaQuery } from "@/client/hooks/use-media-query";
import { ApiError } from "@/client/lib/api-client";
import { PROBLEM_NOT_JUDGED_MESSAGE, type ProblemDetail } from "@/shared/schemas/solving";
import { useProblem } from "../api/get-problem";
import { useProblemJudge } from "../api/get-problem-judge";
import { useProblemWork } from "../api/get-problem-work";
import { type MobileTab, ProblemLayout } from "./problem-layout";
import { ProblemStatement } from "./problem-statement";
import { ProblemTopBar } from "./problem-top-bar";
import { ProblemWorkbench } from "./problem-workbench";

/** The problem page: the problem first, then its tests and the user's work, then the workbench. */
export function ProblemDetails({ id }: { id: string }) {
  const { data: problem, error, isPending } = useProblem(id);
  if (problem) return <ProblemSolver problem={problem} />;
  return (
    <div className="flex min-h-dvh flex-col">
      <ProblemTopBar />
      <div className="mx-auto w-full max-w-3xl p-6">
        {isPending ? <Spinner className="mx-auto block size-8 text-brand-600" label="Loading problem" /> : null}
        {error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            {error instanceof ApiError && error.code === "NOT_FOUND"
              ? "This problem does not exist or is not yours."
              : "The problem could not be loaded. Please try again."}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ProblemSolver({ problem }: { problem: ProblemDetail }) {
  const user = useAuthState((auth) => auth.user);
  const judge = useProblemJudge(problem.id);
  const work = useProblemWork(problem.id);
  // Blank-page mode decides what a new draft opens on, so the editor waits for the user's settings.
  const editorPreferences = useEditorPreferences();
  const isNotJudged =
    !problem.isJudged || (judge.error instanceof ApiError && judge.error.code === "PROBLEM_NOT_JUDGED");

  if (isNotJudged) return <NotJudged problem={problem} />;
  if (judge.data && work.data && user && editorPreferences.isSettled)
    return <ProblemWorkbench problem={problem} judge={judge.data} work={work.data} userId={user.id} />;
  const failed = judge.error ?? work.error;
  return (
    <StatementBeside problem={problem}>
      {failed ? (
        <LoadErrorAlert
          variant="panel"
          message="Failed to fetch the problem's tests and your code."
          onRetry={() => {
            if (judge.error) void judge.refetch();
            if (work.error) void work.refetch();
          }}
        />
      ) : (
        <Spinner className="size-8 text-brand-600" label="Loading the editor" />
      )}
    </StatementBeside>
  );
}

/** An AI problem saved before PrepPilot could run code: the statement, and why there is no editor. */
function NotJudged({ problem }: { problem: ProblemDetail }) {
  return (
    <StatementBeside problem={problem}>
      <Code2 aria-hidden className="size-10 text-slate-400" />
      <p role="status" className="max-w-sm text-sm text-slate-700">
        {PROBLEM_NOT_JUDGED_MESSAGE}
      </p>
    </StatementBeside>
  );
}

function StatementBeside({ problem, children }: { problem: ProblemDetail; children: React.ReactNode }) {
  const isDesktop = useMediaQuery("(min-width: 64rem)");
  const [mobileTab, setMobileTab] = useState<MobileTab>("statement");
  const placeholder = (
    <div className="flex h-full min-h-64 flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center">
      {children}
    </div>
  );
  return (
    <ProblemLayout
      isDesktop={isDesktop}
      title={problem.title}
      mobileTab={mobileTab}
      onMobileTabChange={setMobileTab}
      topBar={<ProblemTopBar />}
      statement={<ProblemStatement problem={problem} />}
      editor={placeholder}
      results={null}
    />
  );
}
