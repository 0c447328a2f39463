import { clsx } from "clsx";
import { ArrowLeft, Code2 } from "lucide-react";
import { Link } from "react-router";
import { SourceLabel } from "@/client/components/ui/source-label";
import { Spinner } from "@/client/components/ui/spinner";
import { paths } from "@/client/config/paths";
import { ApiError } from "@/client/lib/api-client";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import { useProblem } from "../api/get-problem";
import { getDifficultyBadgeClasses } from "../lib/difficulty-badge";
import { HintReveal } from "./hint-reveal";
import { MarkSolved } from "./mark-solved";
import { ProblemExamples } from "./problem-examples";
import { RichText } from "./rich-text";

const badge = "rounded-full px-2.5 py-0.5 text-xs font-medium";

export function ProblemDetails({ id }: { id: string }) {
  const { data: problem, error, isPending } = useProblem(id);
  return (
    <div className="space-y-6">
      <Link
        to={paths.practiceTab}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Practice Arena
      </Link>
      {isPending ? <Spinner className="mx-auto block size-8 text-brand-600" label="Loading problem" /> : null}
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {error instanceof ApiError && error.code === "NOT_FOUND"
            ? "This problem does not exist or is not yours."
            : "The problem could not be loaded. Please try again."}
        </p>
      ) : null}
      {problem ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <article className="min-w-0 space-y-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
            <header className="space-y-3">
              <h1 className="text-2xl font-bold break-words text-slate-900">{problem.title}</h1>
              <div className="flex flex-wrap items-center gap-2">
                <span className={clsx(badge, getDifficultyBadgeClasses(problem.difficulty))}>
                  {formatOptionLabel(problem.difficulty)}
                </span>
                <span className={clsx(badge, "bg-slate-100 text-slate-700")}>{formatOptionLabel(problem.topic)}</span>
                {problem.company.map((company) => (
                  <span key={company} className={clsx(badge, "bg-brand-50 text-brand-700")}>
                    {formatOptionLabel(company)}
                  </span>
                ))}
                <SourceLabel source={problem.source} />
              </div>
              <MarkSolved problem={problem} />
            </header>
            <RichText text={problem.description} />
            <ProblemExamples examples={problem.examples} />
            {problem.constraints.length > 0 ? (
              <section aria-labelledby="constraints-title" className="space-y-2">
                <h2 id="constraints-title" className="text-lg font-semibold text-slate-900">
                  Constraints
                </h2>
                <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                  {problem.constraints.map((constraint) => (
                    <li key={constraint} className="break-words">
                      <code className="font-mono">{constraint}</code>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <HintReveal hints={problem.hints} />
          </article>
          <aside
            aria-labelledby="editor-title"
            className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-6 text-center lg:sticky lg:top-6 lg:self-start lg:min-h-[28rem]"
          >
            <Code2 aria-hidden className="size-10 text-slate-400" />
            <h2 id="editor-title" className="text-lg font-semibold text-slate-900">
              Code editor
            </h2>
            <p className="max-w-xs text-sm text-slate-600">The code editor and test runner are coming soon.</p>
          </aside>
        </div>
      ) : null}
    </div>
  );
}
