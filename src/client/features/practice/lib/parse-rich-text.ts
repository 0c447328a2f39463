export type TextSegment = { kind: "text" | "code"; text: string };

/** Paragraphs are separated by blank lines; single line breaks stay inside a paragraph. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * Splits `inline code` out of a paragraph so it can be rendered as <code> elements — model text is
 * rendered as React text, never as HTML. An unpaired backtick stays literal text.
 */
export function parseInlineCode(paragraph: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pattern = /`([^`\n]+)`/g;
  let last = 0;
  for (const match of paragraph.matchAll(pattern)) {
    if (match.index > last) segments.push({ kind: "text", text: paragraph.slice(last, match.index) });
    segments.push({ kind: "code", text: match[1] ?? "" });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) segments.push({ kind: "text", text: paragraph.slice(last) });
  return segments;
}
