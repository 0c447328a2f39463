import { useReactFlow } from "@xyflow/react";
import { type RefObject, useCallback, useEffect } from "react";

/** Room left between the inspector and the component it has moved the canvas away from. */
const GAP_PX = 16;
const PAN_DURATION_MS = 200;

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * On a laptop the inspector floats over the canvas's top right corner; when the selected components
 * lie under it, the canvas pans (left, or down when that is the shorter way) until they are clear of
 * it. Runs when the selection changes and after a drag; returns the check for other moments.
 */
export function useUncoveredSelection({
  canvasRef,
  inspectorRef,
  selectedIds,
}: {
  canvasRef: RefObject<HTMLElement | null>;
  inspectorRef: RefObject<HTMLElement | null>;
  selectedIds: readonly string[];
}) {
  const flow = useReactFlow();
  const selectionKey = selectedIds.join(" ");

  const uncover = useCallback(() => {
    const canvas = canvasRef.current;
    const inspector = inspectorRef.current;
    if (!canvas || !inspector || getComputedStyle(inspector).position !== "absolute") return;
    const selection = unionOf(
      selectionKey
        .split(" ")
        .filter(Boolean)
        .map((id) => canvas.querySelector(`.react-flow__node[data-id="${CSS.escape(id)}"]`)?.getBoundingClientRect()),
    );
    if (!selection) return;
    const shift = shiftClearOf(selection, inspector.getBoundingClientRect(), canvas.getBoundingClientRect());
    if (!shift) return;
    const viewport = flow.getViewport();
    void flow.setViewport(
      { ...viewport, x: viewport.x + shift.x, y: viewport.y + shift.y },
      { duration: PAN_DURATION_MS },
    );
  }, [canvasRef, inspectorRef, selectionKey, flow]);

  useEffect(() => {
    // After the inspector has appeared (it renders with the selection) and laid out.
    const frame = requestAnimationFrame(uncover);
    return () => cancelAnimationFrame(frame);
  }, [uncover]);

  return uncover;
}

function unionOf(boxes: readonly (Box | undefined)[]): Box | null {
  const present = boxes.filter((box): box is Box => box !== undefined);
  if (present.length === 0) return null;
  return {
    left: Math.min(...present.map((box) => box.left)),
    top: Math.min(...present.map((box) => box.top)),
    right: Math.max(...present.map((box) => box.right)),
    bottom: Math.max(...present.map((box) => box.bottom)),
  };
}

/**
 * The smallest pan (in screen pixels) that takes `selection` clear of `inspector` and keeps it inside
 * `canvas`, or null when nothing covers it. Exported for its unit test.
 */
export function shiftClearOf(selection: Box, inspector: Box, canvas: Box): { x: number; y: number } | null {
  const overlaps =
    selection.left < inspector.right &&
    selection.right > inspector.left &&
    selection.top < inspector.bottom &&
    selection.bottom > inspector.top;
  if (!overlaps) return null;
  const left = { x: inspector.left - GAP_PX - selection.right, y: 0 };
  const down = { x: 0, y: inspector.bottom + GAP_PX - selection.top };
  const fitsLeft = selection.left + left.x >= canvas.left;
  const fitsDown = selection.bottom + down.y <= canvas.bottom;
  if (fitsLeft && fitsDown) return Math.abs(left.x) <= Math.abs(down.y) ? left : down;
  if (fitsDown) return down;
  return left;
}
