// Reading the entities out of the "Core entities" notes, whatever the notation: the same entities
// and fields give the same result written as `Entity(fields)`, `Entity { fields }`, `Entity: a, b, c`,
// bullets (`- Entity — fields`), one comma-separated line (`link (code, url), user (id, email)` or
// `links: code, url, users: id, email`) or sentences ("A user has an id and an email."). The notes'
// placeholder suggests the comma-separated form, so it must read as well as the others.

export type Entity = { name: string; fields: string[] };

/** Words a sentence links an entity to its fields with ("A link has a code", "Each hold belongs to a user"). */
const LINKING_VERBS =
  "has|have|holds|hold|records|record|stores|store|keeps|keep|belongs|belong|lists|list|contains|contain|carries|carry|tracks|track|includes|include|with|is|are|can|writes|write|references|reference";
/** "A tier has a rate", "Each seat of an event can have", "Users have a last-seen time", "There is a scores table with". */
const SENTENCE = new RegExp(
  `^(?:there (?:is|are) )?(?:(?:a|an|the|each|every|one) )?([\\p{L}][\\p{L}\\d_-]*(?: [\\p{L}][\\p{L}\\d_-]*){0,2}?)(?: (?:table|collection|record|row|document|entity|model)s?)?(?: of (?:a|an|the) [\\p{L}]+)?(?: (?:also|always|only|then|each|all))? (?:${LINKING_VERBS})\\b(.*)$`,
  "iu",
);
/** Where a name ends and its fields begin: "(", "{", "[", ":" or a dash between spaces. */
const FIELDS_START = /\s*(?:[({[]|:|\s[-–—]\s|\s[-–—]>\s)/;
/** Words that never name an entity on their own. */
const FILLER = new Set(["a", "an", "the", "and", "or", "of", "its", "their", "per", "one", "each", "every", "some"]);
const MAX_NAME_WORDS = 4;

/** The entities the notes name, each once (case-insensitive; a later mention adds its fields). */
export function parseEntities(notes: string): Entity[] {
  const entities = new Map<string, Entity>();
  for (const line of toLines(notes)) {
    for (const entity of isProse(line) ? readSentences(line) : readList(line)) {
      const key = singular(entity.name.toLowerCase());
      const known = entities.get(key);
      entities.set(key, { name: known?.name ?? entity.name, fields: [...(known?.fields ?? []), ...entity.fields] });
    }
  }
  return [...entities.values()];
}

function toLines(notes: string): string[] {
  return notes
    .split(/\n+/)
    .map((line) =>
      line
        .replace(/\s--\s.*$|\s\/\/.*$/, "") // trailing comments: "-- Redis, TTL 2 min"
        .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "")
        .trim(),
    )
    .filter(Boolean);
}

/** A line of sentences: a verb links a subject to what it holds, and it is not a list of `Name(fields)`. */
function isProse(line: string): boolean {
  if (/[\p{L}\d_]\s*[({]/u.test(line) || /:/.test(line)) return false;
  return line.split(/[.;!?](?:\s+|$)/).some((sentence) => SENTENCE.test(sentence.trim()) && /\s/.test(sentence.trim()));
}

function readSentences(line: string): Entity[] {
  return line.split(/[.;!?](?:\s+|$)|,\s*and (?=(?:a|an|each|every) )/i).flatMap((raw) => {
    const match = SENTENCE.exec(raw.trim());
    if (!match) return [];
    const name = cleanName(match[1] ?? "");
    return name ? [{ name, fields: splitFields(match[2] ?? "") }] : [];
  });
}

/** Commas split items only outside brackets: "payment (id, amount), ledger entry (txn, amount)". */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if ("({[".includes(char)) depth += 1;
    if (")}]".includes(char)) depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === "," || char === ";")) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * A line of `Name(fields)` items, `Name: fields` (several may share a line: "links: code, url, users: id"),
 * or bare names ("user, post, follow"). After a `Name:` the following plain items are its fields.
 */
function readList(line: string): Entity[] {
  const entities: Entity[] = [];
  let open: Entity | null = null;
  for (const item of splitTopLevel(line.replace(/\s+and\s+(?=[\p{L}][\p{L}\d_ -]*(?:[({]|\.?$))/gu, ", "))) {
    const separator = FIELDS_START.exec(item);
    const bracket = separator && /[({[]/.test(separator[0]);
    if (separator && (bracket || separator.index > 0)) {
      const name = cleanName(item.slice(0, separator.index));
      const rest = item.slice(separator.index + separator[0].length).replace(/[)}\]]\s*$/, "");
      if (!name) continue;
      open = { name, fields: splitFields(rest) };
      entities.push(open);
      // A bracketed item is complete; after "Name:" the next plain items are more of its fields.
      if (bracket) open = null;
    } else if (open) open.fields.push(...splitFields(item));
    else {
      const name = cleanName(item);
      if (name) entities.push({ name, fields: [] });
    }
  }
  return entities;
}

function splitFields(text: string): string[] {
  return text
    .split(/\s*(?:,|;|\band\b|\bor\b)\s*/i)
    .map((field) =>
      field
        .replace(/^(?:a|an|the|its|their|his|her|one|some)\s+/i, "")
        .replace(/[.)}\]]+$/, "")
        .trim(),
    )
    .filter((field) => /\p{L}/u.test(field));
}

/** A name is a few words that start with a letter; a longer phrase is prose, not an entity. */
function cleanName(raw: string): string | null {
  const name = raw
    .replace(/^(?:a|an|the|each|every)\s+/i, "")
    .replace(/[.:]+$/, "")
    .trim();
  const words = name.split(/\s+/);
  if (!/^\p{L}/u.test(name) || words.length > MAX_NAME_WORDS || words.every((word) => FILLER.has(word.toLowerCase())))
    return null;
  return name;
}

/** "Links" and "link" name one entity; "address" and "status" keep their s. */
function singular(word: string): string {
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  return word.replace(/s$/, "");
}
