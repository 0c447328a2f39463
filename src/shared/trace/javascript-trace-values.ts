/**
 * How the JavaScript tracer draws values (trace-format.ts), as source evaluated inside QuickJS: part of
 * the tracer (javascript-tracer.ts), the same encoding as the Python tracer's (python-trace-values.ts).
 * Every table entry is its JSON text, interned. A container's drawing is kept and reused while its items
 * are the same values and its own containers draw as they did. Values are read without calling the
 * user's methods (own fields only), except the runtime's queues, drawn through their toArray().
 */
export const JAVASCRIPT_TRACE_VALUES = `
function createTraceTable() {
  const table = { texts: [], index: new Map(), size: 0, raw: new Map() };
  table.add = (text) => {
    let found = table.index.get(text);
    if (found === undefined) {
      found = table.texts.length;
      table.index.set(text, found);
      table.texts.push(text);
      table.size += text.length + 1;
    }
    return found;
  };
  table.name = (text) => {
    let found = table.raw.get(text);
    if (found === undefined) {
      found = table.add(JSON.stringify(text));
      table.raw.set(text, found);
    }
    return found;
  };
  table.dump = () => "[" + table.texts.join(",") + "]";
  return table;
}

function createTraceValues(caps, names, classNames, runtime, versions) {
  const isOf = (value, classes) => classes.some((type) => typeof type === "function" && value instanceof type);
  const table = createTraceTable();
  const numbers = new Map();
  const strings = new Map();
  const ids = new Map();
  // Each container's last drawing: [snapshot, index, [[child, index], ...]].
  const cache = new Map();
  const NONE = table.add("[0]");
  const FALSE = table.add("[1,0]");
  const TRUE = table.add("[1,1]");
  const CUT = table.add('[10,"…"]');
  const UNDEFINED = table.add('[10,"undefined"]');
  let memo = new Map();
  let budget = 0;
  // The items' text of the container drawn last (draw), kept in its cache entry.
  let itemsText = null;
  const cutText = (text) => (text.length <= caps.maxStringChars ? text : text.slice(0, caps.maxStringChars) + "…");
  const idOf = (value) => {
    let found = ids.get(value);
    if (found === undefined) {
      found = ids.size + 1;
      ids.set(value, found);
    }
    return found;
  };
  const other = (text) => table.add("[10," + JSON.stringify(cutText(text)) + "]");

  function primitive(value) {
    switch (typeof value) {
      case "number": {
        let found = numbers.get(value);
        if (found === undefined) {
          found = table.add(Number.isFinite(value) ? "[2," + (value === 0 ? 0 : value) + "]" : '[2,"' + value + '"]');
          numbers.set(value, found);
        }
        return found;
      }
      case "string": {
        let found = strings.get(value);
        if (found === undefined) {
          found = table.add("[3," + JSON.stringify(cutText(value)) + "]");
          strings.set(value, found);
        }
        return found;
      }
      case "boolean":
        return value ? TRUE : FALSE;
      case "undefined":
        return UNDEFINED;
      case "bigint":
        return table.add("[2," + JSON.stringify(cutText(String(value))) + "]");
      case "symbol":
        return other(String(value));
      case "function":
        return table.add("[9," + JSON.stringify(value.name || "(anonymous)") + "]");
    }
    return value === null ? NONE : -1;
  }

  function kindOf(value) {
    if (Array.isArray(value)) return "list";
    if (value instanceof Map) return "map";
    if (value instanceof Set) return "set";
    if (isOf(value, runtime.deques)) return "deque";
    if (isOf(value, runtime.heaps)) return "heap";
    if (ArrayBuffer.isView(value) && typeof value.length === "number") return "list";
    const proto = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) return "plain";
    return "object";
  }

  /** What a container's drawing depends on besides its children's: its kind, size and items. */
  function snapshot(value, kind) {
    const max = caps.maxItems;
    if (kind === "list") return [kind, value.length, ...Array.prototype.slice.call(value, 0, max)];
    if (kind === "deque" || kind === "heap") return [kind, value.size(), ...value.toArray().slice(0, max)];
    const parts = [kind, 0];
    let count = 0;
    if (kind === "map") {
      parts[1] = value.size;
      for (const [key, item] of value) { if (count++ >= max) break; parts.push(key, item); }
    } else if (kind === "set") {
      parts[1] = value.size;
      for (const item of value) { if (count++ >= max) break; parts.push(item); }
    } else {
      const keys = Object.keys(value);
      parts[1] = keys.length;
      for (const key of keys) { if (count++ >= max) break; parts.push(key, value[key]); }
    }
    return parts;
  }

  function encode(value, depth) {
    const simple = primitive(value);
    if (simple >= 0) return simple;
    let found = memo.get(value);
    if (found !== undefined) return found < 0 ? table.add("[8," + idOf(value) + "]") : found;
    if (depth >= caps.maxDepth || budget <= 0) return CUT;
    const cached = cache.get(value);
    if (cached !== undefined) {
      found = reuse(value, cached, depth);
      if (found !== undefined) return found;
    }
    budget--;
    memo.set(value, -1);
    const kind = cached === undefined ? kindOf(value) : cached.kind;
    const current = snapshot(value, kind);
    const children = [];
    found = draw(value, kind, current, depth + 1, children);
    memo.set(value, found);
    cache.set(value, { kind, snapshot: current, version: versions.get(value), index: found, children, itemsText });
    return found;
  }

  /** Whether a container is as it was drawn: a Map's or Set's version, else its items compared in place. */
  const CHANGED = 0;
  const SAME = 1;
  /** The drawn items are the same, but not the count past them (a long list or map grew). */
  const GROWN = 2;

  /** How a container compares with its drawing: a Map's or Set's version, else its items read in place. */
  function compare(value, entry) {
    const { kind, snapshot: then } = entry;
    const max = caps.maxItems;
    if (kind === "map" || kind === "set") {
      const version = versions.get(value);
      const isGrown = value.size !== then[1];
      if (isGrown && (value.size <= max || then[1] <= max)) return CHANGED;
      if (version === entry.version && !isGrown) return SAME;
      // Changed past the drawn items (or set to the same values): the drawing holds for this version too.
      if (!isSameDrawnPart(value, kind, then)) return CHANGED;
      entry.version = version;
      return isGrown ? GROWN : SAME;
    }
    if (kind === "list") {
      const length = value.length;
      const isGrown = length !== then[1];
      if (isGrown && (length <= max || then[1] <= max)) return CHANGED;
      const count = Math.min(length, max);
      for (let i = 0; i < count; i++) if (value[i] !== then[i + 2]) return CHANGED;
      return isGrown ? GROWN : SAME;
    }
    const now = snapshot(value, kind);
    if (now.length !== then.length) return CHANGED;
    for (let i = 1; i < now.length; i++) if (now[i] !== then[i]) return CHANGED;
    return SAME;
  }

  function isSameDrawnPart(value, kind, then) {
    let at = 2;
    const limit = Math.min(value.size, caps.maxItems);
    if (kind === "set") {
      for (const item of value) {
        if (at - 2 >= limit) break;
        if (item !== then[at++]) return false;
      }
      return true;
    }
    for (const [key, item] of value) {
      if ((at - 2) / 2 >= limit) break;
      if (key !== then[at] || item !== then[at + 1]) return false;
      at += 2;
    }
    return true;
  }

  function reuse(value, entry, depth) {
    const state = compare(value, entry);
    if (state === CHANGED) return undefined;
    memo.set(value, -1);
    for (const [child, index] of entry.children) {
      if (encode(child, depth + 1) !== index) {
        memo.delete(value);
        return undefined;
      }
    }
    if (state === GROWN) {
      const size = entry.kind === "list" ? value.length : value.size;
      entry.snapshot[1] = size;
      entry.index = node(entry.kind, idOf(value), entry.itemsText, size - caps.maxItems);
    }
    memo.set(value, entry.index);
    return entry.index;
  }

  function items(values, depth, children) {
    const texts = [];
    for (const item of values) {
      const index = encode(item, depth);
      if (typeof item === "object" && item !== null && memo.has(item)) children.push([item, index]);
      texts.push(index);
    }
    return texts.join(",");
  }

  /** Draws a container from its snapshot ([kind, size, ...items or key-item pairs]); keeps its items' text. */
  function draw(value, kind, current, depth, children) {
    const id = idOf(value);
    const parts = current.slice(2);
    itemsText = null;
    if (kind === "object") return drawObject(value, id, parts, depth, children);
    itemsText = items(parts, depth, children);
    return node(kind, id, itemsText, current[1] - (kind === "map" || kind === "plain" ? parts.length / 2 : parts.length));
  }

  function node(kind, id, text, more) {
    const tail = more > 0 ? "," + more : "";
    if (kind === "set") return table.add("[5," + id + ",[" + text + "]" + tail + "]");
    if (kind === "map" || kind === "plain") return table.add("[6," + id + ",[" + text + "]" + tail + "]");
    return table.add("[4," + id + ",[" + text + "]" + (kind === "deque" ? "," + more + ",2" : tail) + "]");
  }

  function drawObject(value, id, parts, depth, children) {
    const fields = [];
    for (let i = 0; i < parts.length; i += 2) {
      fields.push(names.name(parts[i]) + "," + items([parts[i + 1]], depth, children));
    }
    const constructor = Object.getPrototypeOf(value)?.constructor;
    const className = typeof constructor === "function" && constructor.name ? constructor.name : "Object";
    const nameIndex = names.name(classNames[className] ?? className);
    return table.add("[7," + id + "," + nameIndex + ",[" + fields.join(",") + "]]");
  }

  return {
    table,
    encode: (value) => encode(value, 0),
    startStep() {
      memo.clear();
      budget = caps.maxValuesPerStep;
    },
  };
}
`;
