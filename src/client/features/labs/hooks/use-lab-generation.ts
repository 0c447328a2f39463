import type { UseMutateFunction } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useAiGate } from "./use-ai-gate";

type GenerateOptions<TData> = {
  /** The banner's text when the server gives no message of its own. */
  fallback: string;
  onSuccess?: (data: TData) => void;
};

/**
 * What the three labs share around their AI actions: the AI gate, one error banner, and a generation
 * that runs once at a time. `featureName` is what the upgrade modal names when AI access is missing.
 */
export function useLabGeneration(featureName: string) {
  const gate = useAiGate(featureName);
  const [error, setError] = useState<string | null>(null);
  // The button is disabled while a request runs; the ref also stops a second click in the same frame.
  const isGenerating = useRef(false);

  /** An `onError` that puts the server's message (or `fallback`) in the banner; none when the upgrade modal opened. */
  const showError = (fallback: string) => (cause: unknown) => setError(gate.getErrorMessage(cause, fallback));

  /** Behind the AI gate and once at a time: clears the banner, runs `mutate`, maps its failure to the banner. */
  const generate = <TData, TVariables>(
    mutate: UseMutateFunction<TData, Error, TVariables>,
    variables: TVariables,
    { fallback, onSuccess }: GenerateOptions<TData>,
  ) =>
    gate.guard(() => {
      if (isGenerating.current) return;
      isGenerating.current = true;
      setError(null);
      mutate(variables, {
        onSuccess,
        onError: showError(fallback),
        onSettled: () => {
          isGenerating.current = false;
        },
      });
    });

  return {
    canUseAI: gate.canUseAI,
    guard: gate.guard,
    error,
    clearError: () => setError(null),
    showError,
    generate,
  };
}
