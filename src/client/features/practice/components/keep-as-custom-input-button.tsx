import { ListPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import type { KeepResult } from "../lib/custom-test-input";

/** Adds an input to the custom tests unless one of them already holds it. */
export type KeepCustomInput = (input: unknown) => KeepResult;

/** "Keep as custom input": one click puts a failed test's input among the custom tests Run judges. */
export function KeepAsCustomInputButton({ input, onKeep }: { input: unknown; onKeep: KeepCustomInput }) {
  const [result, setResult] = useState<KeepResult | null>(null);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setResult(onKeep(input))}>
        <ListPlus aria-hidden className="size-4" />
        Keep as custom input
      </Button>
      <span role="status" className="text-xs text-slate-600">
        {result === null
          ? ""
          : result.isAdded
            ? `Kept as custom test ${result.position}: Run judges it with the examples.`
            : `Already kept as custom test ${result.position}.`}
      </span>
    </>
  );
}
