import { PlugZap } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { useDismissAiNotice } from "../api/dismiss-ai-notice";
import { useAiSetup } from "../api/get-ai-setup";

/**
 * The dashboard's one-time notice, on an install with no model: what connecting one adds and how.
 * Every account sees it until it dismisses it (the app has no owner account to single out).
 */
export function AiSetupNotice() {
  const setup = useAiSetup();
  const dismiss = useDismissAiNotice();
  if (!setup.data?.isNoticeShown) return null;
  return (
    <section
      aria-labelledby="ai-setup-notice-title"
      className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4"
    >
      <PlugZap aria-hidden className="mt-0.5 size-5 shrink-0 text-sky-700" />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1 space-y-1 text-sm text-slate-700">
          <h3 id="ai-setup-notice-title" className="font-semibold text-slate-900">
            Running without a language model
          </h3>
          <p>
            This install serves PrepPilot&apos;s built-in library and checks your answers, code and designs with rules.
            Connecting a model adds problems, questions and scenarios written for you, AI evaluations of interview
            answers, AI reviews of code and designs, and AI insights.
          </p>
          <p>
            To connect one, whoever runs this install starts it with <code>AI_PROVIDER=openai</code> and an OpenAI API
            key, or with the address of a local model server (Ollama, vLLM or LM Studio): see &quot;AI provider&quot; in
            the README.
          </p>
          {dismiss.isError ? (
            <p role="alert" className="text-red-700">
              This notice could not be dismissed. Please try again.
            </p>
          ) : null}
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate()}
        >
          Got it, hide this
        </Button>
      </div>
    </section>
  );
}
