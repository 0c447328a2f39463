// Reading the operations out of the "API" notes, whatever the notation: REST endpoints
// ("GET /links/:code", "PUT/DELETE /follows/{id}"), calls and messages ("createLink(url)", "send{convId, body}"),
// an HTTP verb in words ("POST a hold for chosen seats") or, when the notes name none of those, the actions
// a sentence gives the clients ("Tenants create, change and delete jobs and read their runs").

export type Operation = { name: string; access: "read" | "write" | "call" };

const HTTP_VERBS = "GET|POST|PUT|PATCH|DELETE";
/** "GET /links/{code}", "put/delete /follows/:id". */
const REST = new RegExp(`\\b((?:${HTTP_VERBS})(?:\\/(?:${HTTP_VERBS}))*)\\s+(\\/[^\\s,;)]*)`, "gi");
/** A call or message: "createLink (url)", "get_stats(code)", or one word right before its parameters: "send{convId}". */
const CALL = /(?<![/:.\w-])([a-z][a-z0-9]*(?:[A-Z][a-zA-Z0-9]*|_[a-z0-9]+)+\s*\(|[a-z][a-zA-Z0-9]*[({](?!\s*[)}]))/g;
/** "GET the seat map", "a POST to create a link": the verb in capitals, then what it acts on. */
const VERB_IN_WORDS = new RegExp(`\\b(${HTTP_VERBS})\\b(?!\\s*\\/)\\s+(?:(?:a|an|the|to|on|for)\\s+)*([a-z]+)`, "g");
/** The actions a sentence can give the clients, by what they do to the data. */
const READ_ACTIONS =
  "read|reads|get|gets|list|lists|fetch|fetches|view|views|search|searches|see|sees|download|downloads";
const WRITE_ACTIONS =
  "create|creates|add|adds|update|updates|change|changes|edit|edits|delete|deletes|remove|removes|send|sends|upload|uploads|cancel|cancels|submit|submits|book|books|reserve|reserves|pay|pays|post|posts";
const ACTION = new RegExp(`\\b(${READ_ACTIONS}|${WRITE_ACTIONS})\\b`, "g");
const IS_READ = new RegExp(`^(?:GET|${READ_ACTIONS})$`, "i");

const accessOf = (verb: string): Operation["access"] => (IS_READ.test(verb) ? "read" : "write");

/** Each operation once, in the order the notes name them. */
export function parseOperations(notes: string): Operation[] {
  const operations = new Map<string, Operation>();
  const add = (name: string, access: Operation["access"]) => {
    if (!operations.has(name)) operations.set(name, { name, access });
  };
  for (const [, verbs = "", path = ""] of notes.matchAll(REST))
    for (const verb of verbs.toUpperCase().split("/")) add(`${verb} ${path.replace(/[.:]+$/, "")}`, accessOf(verb));
  for (const [call = ""] of notes.matchAll(CALL)) add(`${call.replace(/\s*[({]$/, "")}()`, "call");
  for (const [, verb = "", object = ""] of notes.matchAll(VERB_IN_WORDS)) add(`${verb} ${object}`, accessOf(verb));
  if (operations.size > 0) return [...operations.values()];
  // Plain sentences only: an action verb names one operation ("create, change and delete jobs" names three).
  for (const [, action = ""] of notes.toLowerCase().matchAll(ACTION))
    add(action.replace(/(?<=[^s])s$|es$/, ""), accessOf(action));
  return [...operations.values()];
}
