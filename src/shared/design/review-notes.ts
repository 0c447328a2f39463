import { type KeyPoint, matchKeyPoints, tokenize } from "@/shared/answer-check/key-points";
import { parseOperations } from "./api-notes";
import { parseEntities } from "./data-model-notes";
import { type DimensionScore, fromShare } from "./review-dimensions";

// The automatic review's dimensions that read the phase notes: requirements (the scenario's requirements found
// in the requirements notes), API (endpoints named) and data model (entities named, whatever the notation).

// ---------- Requirements: the notes against the scenario's requirements ----------

/** Words that carry no requirement of their own ("with", "their"). Shorter words are skipped anyway. */
const STOP_WORDS = new Set(
  "able about after also allow allows always among another anyone before being between both cannot could does each either even every from have into just least lets like many more most much must never once only other over same should show some such than that their them then there these they this those through under until upon very want wants well were what when where which while will with within without would your optionally".split(
    " ",
  ),
);
const MIN_WORD_LENGTH = 4;

/**
 * A requirement's key words as key points for the shared matcher, each matched by its stem
 * ("redirect*" finds redirects and redirected, "expi*" finds expiry and expires).
 */
function toKeyWords(requirement: string): KeyPoint[] {
  const words = new Set(
    tokenize(requirement)
      .map(({ word }) => word)
      .filter((word) => word.length >= MIN_WORD_LENGTH && !STOP_WORDS.has(word) && !/^\d+$/.test(word)),
  );
  return [...words].map((word) => ({ point: word, phrasings: [`${word.slice(0, Math.max(4, word.length - 2))}*`] }));
}

/** Covered when the notes use a third of the requirement's key words (three at most): notes are terse. */
function isCovered(notes: string, requirement: string): boolean {
  const keyWords = toKeyWords(requirement);
  if (keyWords.length === 0) return true;
  const found = matchKeyPoints(notes, keyWords).filter(({ span }) => span !== null).length;
  return found >= Math.min(3, Math.ceil(keyWords.length / 3));
}

export function scoreRequirements(notes: string, requirements: readonly string[]): DimensionScore {
  const dimension = "requirements";
  if (requirements.length === 0)
    return {
      dimension,
      score: null,
      source: "reader",
      reason: "The scenario lists no requirements to check the notes against: a human or AI reader is needed.",
    };
  if (!notes.trim())
    return {
      dimension,
      score: 1,
      source: "rules",
      reason: "The requirements notes are empty: write down what the system must do before designing it.",
    };
  const missing = requirements.filter((requirement) => !isCovered(notes, requirement));
  const covered = requirements.length - missing.length;
  const how =
    "checked by the requirement's key words in the requirements notes; a third of them, up to three, count as covered";
  return {
    dimension,
    score: fromShare(covered, requirements.length),
    source: "rules",
    reason:
      missing.length === 0
        ? `The requirements notes cover all ${requirements.length} of the scenario's requirements (${how}).`
        : `The requirements notes cover ${covered} of the scenario's ${requirements.length} requirements (${how}). Not found: ${missing.map((text) => `"${text}"`).join("; ")}.`,
  };
}

// ---------- API: the endpoints the API notes name ----------

export function scoreApi(notes: string): DimensionScore {
  const dimension = "api";
  if (!notes.trim())
    return {
      dimension,
      score: 1,
      source: "rules",
      reason: "The API notes are empty: name the endpoints the clients call.",
    };
  const operations = parseOperations(notes);
  const endpoints = operations.map(({ name }) => name);
  const access = new Set(operations.map((operation) => operation.access));
  const checked =
    "Checked: operations named in the API notes, as an HTTP verb and path, a call or message with parameters, or in words (“clients create and delete links”)";
  if (endpoints.length === 0)
    return {
      dimension,
      score: 2,
      source: "rules",
      reason: `${checked}. None found: write each one as "POST /links" or "createLink(url)".`,
    };
  // Reads and writes both: a single verb rarely serves a whole scenario.
  const isMixed = access.has("call") || (access.has("read") && access.has("write"));
  const score = endpoints.length >= 3 && isMixed ? 5 : Math.min(4, 2 + endpoints.length);
  const shown = endpoints.length > 5 ? [...endpoints.slice(0, 5), `${endpoints.length - 5} more`] : endpoints;
  return {
    dimension,
    score,
    source: "rules",
    reason: `${checked}. Found ${endpoints.length}: ${shown.join(", ")}. Whether they fit the requirements needs a reader.`,
  };
}

// ---------- Data model: the entities the core-entities notes name, in any notation ----------

/**
 * 1 for empty notes; names only: 2, or 3 for three or more; with fields for at least half of them: 3 for one
 * entity, 4 for two, 5 for three or more. Without a data store in the diagram to keep them, at most 3.
 */
function entityScore(entities: number, withFields: number): number {
  if (entities === 0) return 2;
  if (withFields * 2 < entities) return entities >= 3 ? 3 : 2;
  return Math.min(5, entities + 2);
}

export function scoreDataModel(notes: string, storeCount: number): DimensionScore {
  const dimension = "data-model";
  if (!notes.trim())
    return {
      dimension,
      score: 1,
      source: "rules",
      reason: "The core entities notes are empty: name the entities the system stores.",
    };
  const entities = parseEntities(notes);
  const withFields = entities.filter(({ fields }) => fields.length > 0).length;
  const checked =
    "Checked: entities named in the core entities notes, in any notation (Entity(fields), Entity: fields, bullets, a comma-separated list or sentences such as “A link has a code and a URL”), and a data store in the diagram to keep them";
  const score =
    storeCount === 0 ? Math.min(3, entityScore(entities.length, withFields)) : entityScore(entities.length, withFields);
  const names = entities.map(({ name }) => name);
  const shown = names.length > 6 ? [...names.slice(0, 5), `${names.length - 5} more`] : names;
  return {
    dimension,
    score,
    source: "rules",
    reason: `${checked}. Found ${entities.length} ${entities.length === 1 ? "entity" : "entities"}${shown.length > 0 ? ` (${shown.join(", ")})` : ""}, ${withFields} with fields; ${storeCount === 0 ? "no data store in the diagram" : `${storeCount} data ${storeCount === 1 ? "store" : "stores"} in the diagram`}.`,
  };
}
