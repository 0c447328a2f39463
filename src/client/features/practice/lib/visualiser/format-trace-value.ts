import type { TraceValue } from "@/shared/trace/trace-types";
import type { TraceLanguage } from "./trace-languages";
import { resolveValue, type ValueIndex } from "./trace-values";

/** How many items of a container the text shows before "…". */
const ITEMS_SHOWN = 20;

/**
 * A value as its language writes it (None or null, True or true, 'text' or "text"), refs followed
 * once: a container met again inside itself reads "…". Past `maxLength` the text is cut with "…".
 */
export function formatTraceValue(
  value: TraceValue,
  index: ValueIndex,
  language: TraceLanguage,
  maxLength = 160,
): string {
  const text = new ValueFormatter(index, language === "python").format(value, new Set());
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

class ValueFormatter {
  constructor(
    private readonly index: ValueIndex,
    private readonly isPython: boolean,
  ) {}

  format(raw: TraceValue, open: Set<number>): string {
    const value = resolveValue(raw, this.index);
    if ("id" in value && value.kind !== "ref") {
      if (open.has(value.id)) return "…";
      open = new Set(open).add(value.id);
    }
    switch (value.kind) {
      case "none":
        return this.isPython ? "None" : "null";
      case "bool":
        return this.isPython ? (value.value ? "True" : "False") : String(value.value);
      case "number":
        return String(value.value);
      case "string":
        return this.isPython ? writePythonString(value.value) : JSON.stringify(value.value);
      case "list":
        return this.formatList(value, open);
      case "set":
        return this.formatSet(value, open);
      case "map":
        return `{${this.join(
          value.entries.map(([key, item]) => `${this.format(key, open)}: ${this.format(item, open)}`),
          value.more,
        )}}`;
      case "object":
        return this.formatObject(value, open);
      case "ref":
        return "…";
      case "function":
        return this.isPython ? `<function ${value.name}>` : `ƒ ${value.name}`;
      case "other":
        return value.text;
    }
  }

  private formatList(value: Extract<TraceValue, { kind: "list" }>, open: Set<number>): string {
    const items = this.join(
      value.items.map((item) => this.format(item, open)),
      value.more,
    );
    if (value.label === "tuple") return value.items.length === 1 && !value.more ? `(${items},)` : `(${items})`;
    if (value.label === "deque") return `deque([${items}])`;
    return `[${items}]`;
  }

  private formatSet(value: Extract<TraceValue, { kind: "set" }>, open: Set<number>): string {
    if (value.items.length === 0 && !value.more) return this.isPython ? "set()" : "Set {}";
    const items = this.join(
      value.items.map((item) => this.format(item, open)),
      value.more,
    );
    return this.isPython ? `{${items}}` : `Set {${items}}`;
  }

  private formatObject(value: Extract<TraceValue, { kind: "object" }>, open: Set<number>): string {
    const fields = Object.entries(value.fields).map(
      ([name, field]) => `${name}${this.isPython ? "=" : ": "}${this.format(field, open)}`,
    );
    const body = this.join(fields, 0);
    return this.isPython ? `${value.className}(${body})` : `${value.className} {${body}}`;
  }

  private join(parts: string[], more: number | undefined): string {
    const shown = parts.slice(0, ITEMS_SHOWN);
    const hidden = parts.length - shown.length + (more ?? 0);
    return hidden > 0 ? `${shown.join(", ")}, … ${hidden} more` : shown.join(", ");
  }
}

/** Python's repr of a string: single quotes, or double quotes when it holds a single quote and no double one. */
function writePythonString(text: string): string {
  const escaped = JSON.stringify(text).slice(1, -1).replaceAll('\\"', '"');
  if (text.includes("'") && !text.includes('"')) return `"${escaped}"`;
  return `'${escaped.replaceAll("'", "\\'")}'`;
}

const LABEL_FIELDS = ["val", "value", "key", "data", "label", "name", "id"];

/** What a node's box shows: its val (value, key, data…) or its first plain field; "·" without one. */
export function getNodeLabel(
  node: Extract<TraceValue, { kind: "object" }>,
  index: ValueIndex,
  language: TraceLanguage,
) {
  const field =
    LABEL_FIELDS.find((name) => name in node.fields) ??
    Object.keys(node.fields).find((name) => {
      const kind = node.fields[name]?.kind;
      return kind === "number" || kind === "string" || kind === "bool";
    });
  const value = field === undefined ? undefined : node.fields[field];
  return value ? formatTraceValue(value, index, language, 12) : "·";
}
