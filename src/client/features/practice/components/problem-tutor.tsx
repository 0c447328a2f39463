import { MessageCircleQuestion } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { useAiSetup } from "@/client/features/ai-setup";
import { useAiGate } from "@/client/features/labs";
import type { Language } from "@/shared/judge/languages";
import { TUTOR_MAX_TURNS, type TutorTurn } from "@/shared/schemas/solving";
import { useAskTutor } from "../api/editorial-help";

export type TutorContext = { language: Language; getCode: () => string };

/**
 * With an AI model, past the hints: a tutor that reads the user's code as it is now and answers with
 * questions about it, never with code. A message that fails to send stays in the box.
 */
export function ProblemTutor({ problemId, context }: { problemId: string; context: TutorContext }) {
  const { data: setup } = useAiSetup();
  const gate = useAiGate("The tutor");
  const ask = useAskTutor(problemId);
  const [turns, setTurns] = useState<TutorTurn[]>([]);
  const [message, setMessage] = useState("");
  const fieldId = useId();
  if (!setup?.hasAiProvider) return null;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text || ask.isPending) return;
    const next = [...turns, { role: "user" as const, text }].slice(-TUTOR_MAX_TURNS);
    gate.guard(() =>
      ask.mutate(
        { language: context.language, code: context.getCode(), turns: next },
        {
          onSuccess: (reply) => {
            setTurns([...next, { role: "tutor", text: reply }]);
            setMessage("");
          },
        },
      ),
    );
  };
  const error = ask.isError ? gate.getErrorMessage(ask.error, "The tutor could not answer. Please try again.") : null;
  return (
    <section aria-labelledby={`${fieldId}-title`} className="space-y-3">
      <h2 id={`${fieldId}-title`} className="text-lg font-semibold text-slate-900">
        Ask the tutor
      </h2>
      <p className="text-sm text-slate-600">
        It reads your code as it is now and asks you questions about it. It will not write the solution.
      </p>
      {turns.length > 0 ? (
        <ol aria-live="polite" className="space-y-2">
          {turns.map((turn, index) => (
            <li
              // The conversation only grows: a turn's place is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
              key={index}
              className={
                turn.role === "user"
                  ? "ml-6 rounded-lg bg-brand-50 p-3 text-sm text-slate-900"
                  : "mr-6 rounded-lg border border-slate-200 bg-white p-3 text-sm whitespace-pre-wrap text-slate-800"
              }
            >
              <span className="sr-only">{turn.role === "user" ? "You: " : "Tutor: "}</span>
              {turn.text}
            </li>
          ))}
        </ol>
      ) : null}
      <form onSubmit={send} className="space-y-2">
        <label htmlFor={fieldId} className="text-xs font-medium text-slate-600">
          Your question
        </label>
        <textarea
          id={fieldId}
          value={message}
          maxLength={1000}
          rows={2}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Why does my code fail on the second example?"
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
        />
        <Button type="submit" size="sm" variant="secondary" disabled={ask.isPending || !message.trim()}>
          <MessageCircleQuestion aria-hidden className="size-4" />
          {ask.isPending ? "The tutor is reading your code…" : "Ask the tutor"}
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}
