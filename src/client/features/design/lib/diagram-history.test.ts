import { expect, test } from "vitest";
import type { Diagram } from "@/shared/design/diagram";
import { EMPTY_HISTORY, HISTORY_LIMIT, recordStep, redo, undo } from "./diagram-history";

const diagram = (...labels: string[]): Diagram => ({
  components: labels.map((label, index) => ({
    id: `c${index}`,
    kind: "service",
    label,
    position: { x: index * 100, y: 0 },
    replicas: 1,
  })),
  connections: [],
});

test("undo steps back through recorded diagrams and redo steps forward again", () => {
  const [a, b, c] = [diagram(), diagram("API"), diagram("API", "Worker")];
  let history = recordStep(EMPTY_HISTORY, a);
  history = recordStep(history, b);
  const back = undo(history, c);
  expect(back?.diagram).toEqual(b);
  const backAgain = back && undo(back.history, back.diagram);
  expect(backAgain?.diagram).toEqual(a);
  expect(backAgain && undo(backAgain.history, backAgain.diagram)).toBeNull();
  const forward = backAgain && redo(backAgain.history, backAgain.diagram);
  expect(forward?.diagram).toEqual(b);
  expect(forward && redo(forward.history, forward.diagram)?.diagram).toEqual(c);
});

test("a new change after an undo drops the redo branch", () => {
  const history = recordStep(recordStep(EMPTY_HISTORY, diagram()), diagram("A"));
  const back = undo(history, diagram("A", "B"));
  if (!back) throw new Error("expected a step back");
  const branched = recordStep(back.history, back.diagram);
  expect(branched.future).toEqual([]);
  expect(redo(branched, diagram("C"))).toBeNull();
});

test("edits of one field in a row are one step; another field, or a step between, starts a new one", () => {
  let history = recordStep(EMPTY_HISTORY, diagram("S"), "c0:label");
  history = recordStep(history, diagram("Se"), "c0:label");
  history = recordStep(history, diagram("Ser"), "c0:label");
  expect(history.past).toEqual([diagram("S")]);
  history = recordStep(history, diagram("Serv"), "c0:note");
  expect(history.past).toHaveLength(2);
  // After an undo the same field starts a new step.
  const back = undo(history, diagram("Servi"));
  if (!back) throw new Error("expected a step back");
  expect(recordStep(back.history, back.diagram, "c0:note").past).toHaveLength(2);
});

test("the history keeps the last hundred steps", () => {
  let history = EMPTY_HISTORY;
  for (let step = 0; step < HISTORY_LIMIT + 20; step += 1) history = recordStep(history, diagram(`v${step}`));
  expect(history.past).toHaveLength(HISTORY_LIMIT);
  expect(history.past[0]).toEqual(diagram("v20"));
});
