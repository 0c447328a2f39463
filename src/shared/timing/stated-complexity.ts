import type { ComplexityEstimate } from "./estimate-complexity";

// Whether a stated time complexity ("O(n log n)", "O(m · n)", "O(V + E)") agrees with what the timing
// estimator measured as the input grew. The estimator grows arrays and strings, not every variable a
// statement names (a target, k, a tree's shape stay), so a measurement may grow slower than stated, never
// faster: the check is that the measured slope is at most the stated degree, within the noise below.

/** How far above the stated degree a measured log-log slope may be and still agree (timer and GC noise). */
export const SLOPE_TOLERANCE = 0.5;

/** What a logarithmic factor adds to a degree: n log n over ×1…×8 measures about 1.1–1.2. */
const LOG_DEGREE = 0.2;

/**
 * The polynomial degree of a stated complexity (its first `O(…)`; words after it are ignored), counting
 * every variable as growing: O(1) 0, O(log n) 0.2, O(n) 1, O(n log n) 1.2, O(m · n) and O(n²) 2,
 * O(max(n, m)) 1, O(n · α(n)) 1; null for an exponential or factorial bound, or one it cannot read.
 */
export function getStatedDegree(stated: string): number | null {
  const start = stated.indexOf("O(");
  if (start < 0) return null;
  const tokens = tokenize(stated.slice(start + 1));
  const reader = { tokens, at: 0 };
  try {
    const degree = readFactor(reader);
    return Number.isFinite(degree) ? Math.round(degree * 100) / 100 : null;
  } catch {
    return null;
  }
}

type Reader = { tokens: string[]; at: number };

/** Numbers, names (`coins.length` is one), and every other character on its own; spaces dropped. */
function tokenize(text: string): string[] {
  return text.match(/\d+(?:\.\d+)?|[A-Za-zα][\w.]*|[^\s]/g) ?? [];
}

const peek = (reader: Reader) => reader.tokens[reader.at];
const next = (reader: Reader) => reader.tokens[reader.at++];

function expect(reader: Reader, token: string) {
  if (next(reader) !== token) throw new Error(`expected ${token}`);
}

/** A sum's degree is its largest term's. */
function readSum(reader: Reader): number {
  let degree = readProduct(reader);
  while (peek(reader) === "+" || peek(reader) === "-") {
    next(reader);
    degree = Math.max(degree, readProduct(reader));
  }
  return degree;
}

const PRODUCT_SIGNS = new Set(["·", "×", "*", "⋅"]);
const ENDS = new Set(["+", "-", ")", ",", "|", undefined]);

/** A product's degree is the sum of its factors'; a divisor's is taken off. */
function readProduct(reader: Reader): number {
  let degree = readFactor(reader);
  while (!ENDS.has(peek(reader))) {
    if (peek(reader) === "/") {
      next(reader);
      degree -= readFactor(reader);
      continue;
    }
    if (PRODUCT_SIGNS.has(peek(reader) ?? "")) next(reader);
    degree += readFactor(reader);
  }
  return degree;
}

const LOG_FUNCTIONS = new Set(["log", "lg", "ln"]);
const SUPERSCRIPTS: Record<string, number> = { "²": 2, "³": 3, "⁴": 4 };

/** One factor with its power: a number, a name, log …, α(…), max/min(…), √…, (…), |…|. */
function readFactor(reader: Reader): number {
  const token = next(reader);
  let degree: number;
  if (token === undefined) throw new Error("an empty bound");
  if (token === "(") {
    degree = readSum(reader);
    expect(reader, ")");
  } else if (token === "|") {
    degree = readSum(reader);
    expect(reader, "|");
  } else if (token === "√") degree = readFactor(reader) / 2;
  else if (token === "!") throw new Error("factorial");
  else if (/^\d/.test(token)) degree = 0;
  else if (LOG_FUNCTIONS.has(token)) {
    readFactor(reader);
    degree = LOG_DEGREE;
  } else if (token === "α") {
    readFactor(reader);
    degree = 0;
  } else if (token === "max" || token === "min") degree = readArguments(reader);
  else if (/^[A-Za-z]/.test(token)) degree = 1;
  else throw new Error(`unexpected ${token}`);
  return readPower(reader, token, degree);
}

/** max(a, b) and min(a, b): the larger degree (an upper bound for min too). */
function readArguments(reader: Reader): number {
  expect(reader, "(");
  let degree = readSum(reader);
  while (peek(reader) === ",") {
    next(reader);
    degree = Math.max(degree, readSum(reader));
  }
  expect(reader, ")");
  return degree;
}

/** `^2`, `²`, and `!`; a power with a variable in it (2^n, n^k) is exponential: not polynomial. */
function readPower(reader: Reader, base: string, degree: number): number {
  const sign = peek(reader);
  if (sign === "!") throw new Error("factorial");
  if (sign && SUPERSCRIPTS[sign]) {
    next(reader);
    return degree * (SUPERSCRIPTS[sign] ?? 1);
  }
  if (sign !== "^") return degree;
  next(reader);
  const exponent = next(reader);
  if (exponent === undefined || !/^\d/.test(exponent)) throw new Error(`exponential: ${base}^${exponent}`);
  return degree * Number(exponent);
}

export type ComplexityAgreement = { agrees: boolean; reason: string };

/** Whether `estimate` (the estimator's reading of the code's timings) agrees with `stated`. */
export function checkStatedComplexity(stated: string, estimate: ComplexityEstimate): ComplexityAgreement {
  const degree = getStatedDegree(stated);
  if (degree === null) return { agrees: true, reason: `${stated} is not polynomial: not timed` };
  if (estimate.kind === "too-fast") return { agrees: true, reason: "too fast to measure at these sizes" };
  const slope = Math.round(estimate.slope * 100) / 100;
  const agrees = estimate.slope <= degree + SLOPE_TOLERANCE;
  return { agrees, reason: `measured ${estimate.label} (slope ${slope}) against ${stated} (degree ${degree})` };
}
