import { getNodesBounds, getViewportForBounds, type Node } from "@xyflow/react";
import { toPng, toSvg } from "html-to-image";

// Export the whole diagram (not just what is in view) as an image: React Flow's viewport element is
// drawn at the transform that fits every component into the picture, as React Flow's own example does.

export type ExportFormat = "png" | "svg";

const PADDING = 40;
const MAX_SIDE = 4096;

export async function exportDiagram({
  format,
  nodes,
  viewport,
  fileName,
}: {
  format: ExportFormat;
  nodes: Node[];
  /** The `.react-flow__viewport` element. */
  viewport: HTMLElement;
  fileName: string;
}) {
  const bounds = getNodesBounds(nodes);
  const width = Math.min(MAX_SIDE, Math.ceil(bounds.width + PADDING * 2));
  const height = Math.min(MAX_SIDE, Math.ceil(bounds.height + PADDING * 2));
  const transform = getViewportForBounds(bounds, width, height, 0.1, 2, 0);
  const options = {
    backgroundColor: "#ffffff",
    width,
    height,
    style: {
      width: `${width}px`,
      height: `${height}px`,
      transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.zoom})`,
    },
    // The connection dots are for editing, not for the picture.
    filter: (element: HTMLElement) => !element.classList?.contains("react-flow__handle"),
  };
  const dataUrl =
    format === "png" ? await toPng(viewport, { ...options, pixelRatio: 2 }) : await toSvg(viewport, options);
  const link = document.createElement("a");
  link.href = dataUrl;
  link.download = `${fileName}.${format}`;
  link.click();
}

/** "Design a URL shortener" → "design-a-url-shortener": a file name any system accepts. */
export function toFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "design";
}
