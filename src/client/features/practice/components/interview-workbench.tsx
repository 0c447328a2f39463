import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import { useAuthState } from "@/client/features/auth";
import { useEditorPreferences } from "@/client/features/preferences";
import type { ProblemDetail, ProblemWork, SolvingJudge } from "@/shared/schemas/solving";
import { useProblem } from "../api/get-problem";
import { useProblemJudge } from "../api/get-problem-judge";
import { useProblemWork } from "../api/get-problem-work";
import { useWorkbench } from "../hooks/use-workbench";
import { ProblemBody } from "./problem-statement";
import { WorkbenchEditor, WorkbenchResultsPane, WorkbenchStepThrough } from "./problem-workbench";

// The problem page's pieces as a coding interview shows them: the statement without its difficulty, tags,
// hints, editorial or tutor, and the same editor and judge without code review or solution.

/** The problem as the interviewer hands it over: title, statement, examples and constraints. */
export function InterviewProblem({ problemId }: { problemId: string }) {
  const problem = useProblem(problemId);
  if (problem.data)
    return (
      <article aria-labelledby="interview-problem-title" className="min-w-0 space-y-5">
        <h3 id="interview-problem-title" className="text-xl font-bold break-words text-slate-900">
          {problem.data.title}
        </h3>
        <ProblemBody problem={problem.data} />
      </article>
    );
  if (problem.error)
    return (
      <LoadErrorAlert variant="panel" message="Failed to fetch the problem." onRetry={() => void problem.refetch()} />
    );
  return <Spinner className="mx-auto block size-8 text-brand-600" label="Loading the problem" />;
}

/** The editor, Run and Submit (every language the judge runs) and the results, once the code is loaded. */
export function InterviewCodeEditor({ problemId }: { problemId: string }) {
  const user = useAuthState((auth) => auth.user);
  const problem = useProblem(problemId);
  const judge = useProblemJudge(problemId);
  const work = useProblemWork(problemId);
  // Blank-page mode decides what a new draft opens on, so the editor waits for the user's settings.
  const editorPreferences = useEditorPreferences();
  if (problem.data && judge.data && work.data && user && editorPreferences.isSettled)
    return <LoadedEditor problem={problem.data} judge={judge.data} work={work.data} userId={user.id} />;
  const failed = problem.error ?? judge.error ?? work.error;
  if (failed)
    return (
      <LoadErrorAlert
        variant="panel"
        message="Failed to fetch the problem's tests and your code."
        onRetry={() => {
          for (const query of [problem, judge, work]) if (query.error) void query.refetch();
        }}
      />
    );
  return <Spinner className="mx-auto block size-8 text-brand-600" label="Loading the editor" />;
}

type LoadedEditorProps = { problem: ProblemDetail; judge: SolvingJudge; work: ProblemWork; userId: string };

function LoadedEditor({ problem, judge, work, userId }: LoadedEditorProps) {
  const bench = useWorkbench({ problem, judge, work, userId, isRepetition: false });
  const { stepThrough, commands } = bench;
  return (
    <div className="space-y-3">
      {stepThrough.session ? (
        <WorkbenchStepThrough session={stepThrough.session} {...{ stepThrough, judge, commands }} isDesktop={false} />
      ) : null}
      <div className="h-[26rem] overflow-hidden rounded-lg border border-slate-200 lg:h-[32rem]">
        <WorkbenchEditor bench={bench} problem={problem} judge={judge} userId={userId} isDesktop isInterview />
      </div>
      <div className="overflow-hidden rounded-lg border border-slate-200">
        <WorkbenchResultsPane bench={bench} problem={problem} judge={judge} fillHeight={false} isInterview />
      </div>
    </div>
  );
}
