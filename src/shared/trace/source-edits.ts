/**
 * Text inserted into a source at positions of the original, applied in one pass so that every position
 * stays the original's while inserting. At one position, closing text (a `)` or `}` that ends something
 * opened earlier) goes before opening text; closings inserted later close first, openings keep their order.
 */
type Insertion = { position: number; text: () => string; isClosing: boolean; order: number };

export class SourceEdits {
  private readonly insertions: Insertion[] = [];
  private readonly lineStarts: number[] = [0];

  constructor(private readonly source: string) {
    for (let at = source.indexOf("\n"); at !== -1; at = source.indexOf("\n", at + 1)) this.lineStarts.push(at + 1);
  }

  /** The 1-based line of a position in the original source. */
  lineOf(position: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.lineStarts[middle] ?? 0) <= position) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  }

  /** `text` may be a function: it is rendered when the edits are applied, once everything is known. */
  insert(position: number, text: string | (() => string), isClosing = false) {
    const render = typeof text === "string" ? () => text : text;
    this.insertions.push({ position, text: render, isClosing, order: this.insertions.length });
  }

  /** The source with every insertion made. */
  apply(): string {
    const sorted = [...this.insertions].sort(
      (a, b) =>
        a.position - b.position ||
        Number(b.isClosing) - Number(a.isClosing) ||
        (a.isClosing ? b.order - a.order : a.order - b.order),
    );
    let code = "";
    let at = 0;
    for (const insertion of sorted) {
      code += this.source.slice(at, insertion.position) + insertion.text();
      at = insertion.position;
    }
    return code + this.source.slice(at);
  }
}
