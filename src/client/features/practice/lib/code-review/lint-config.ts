/**
 * The automatic review's linters: what they check, chosen for interview code (bugs and likely
 * mistakes, never formatting). Plain data, so the unit tests run the same configuration in Node.
 */

/** ESLint's rules: the bug-finding part of its recommended set plus strict equality. */
export const ESLINT_RULES = {
  "no-undef": "warn",
  "no-unreachable": "warn",
  "no-constant-condition": "warn",
  "no-constant-binary-expression": "warn",
  "no-dupe-keys": "warn",
  "no-dupe-else-if": "warn",
  "no-duplicate-case": "warn",
  "no-self-compare": "warn",
  "no-self-assign": "warn",
  eqeqeq: ["warn", "always", { null: "ignore" }],
  "no-fallthrough": "warn",
  "no-unsafe-negation": "warn",
  "no-loss-of-precision": "warn",
  "no-cond-assign": "warn",
  "no-const-assign": "warn",
  "no-func-assign": "warn",
  "no-class-assign": "warn",
  "no-redeclare": "warn",
  "no-compare-neg-zero": "warn",
  "use-isnan": "warn",
  "valid-typeof": "warn",
  "for-direction": "warn",
  "no-unsafe-finally": "warn",
  "no-unsafe-optional-chaining": "warn",
  "no-sparse-arrays": "warn",
  "no-unmodified-loop-condition": "warn",
  "no-unreachable-loop": "warn",
  "array-callback-return": "warn",
  "getter-return": "warn",
} as const;

/** The flat config for a solution: a script (the harness calls its top-level function or class) with the harness's globals. */
export function createEslintConfig() {
  return [
    {
      files: ["**/*.js"],
      languageOptions: {
        ecmaVersion: "latest",
        sourceType: "script",
        globals: {
          TreeNode: "readonly",
          ListNode: "readonly",
          GraphNode: "readonly",
          RandomListNode: "readonly",
          console: "readonly",
        },
      },
      rules: {
        ...ESLINT_RULES,
        "no-unused-vars": ["warn", { vars: "all", args: "after-used" }],
      },
    },
  ];
}

/**
 * The line ESLint reads as "the harness uses this": appended after the user's last line, so no
 * remark moves, and the entry point is not reported as defined but never used.
 */
export function writeExportedDirective(entryName: string): string {
  return `\n/* exported ${entryName} */\n`;
}

/**
 * Ruff's settings: pycodestyle errors, Pyflakes and flake8-bugbear, without the rules about layout
 * (line length, several statements on a line, lambdas assigned to names, names like `l`).
 * TreeNode, ListNode, GraphNode and RandomListNode are given by the harness.
 */
export const RUFF_SETTINGS = {
  "line-length": 120,
  // The judge's node classes, and the names of LeetCode's Python prelude solutions use unimported
  // (python-harness.ts PRELUDE has them all): otherwise Ruff calls each an undefined name.
  builtins: [
    ...["TreeNode", "ListNode", "GraphNode", "RandomListNode", "Node"],
    ...["List", "Optional", "Dict", "Set", "Tuple", "Deque", "DefaultDict", "Union", "Any", "Callable"],
    ...[
      "collections",
      "heapq",
      "bisect",
      "math",
      "itertools",
      "functools",
      "string",
      "re",
      "random",
      "sys",
      "operator",
    ],
    ...["deque", "defaultdict", "Counter", "OrderedDict", "namedtuple"],
    ...["heappush", "heappop", "heapify", "heappushpop", "heapreplace", "nlargest", "nsmallest"],
    ...["bisect_left", "bisect_right", "insort", "insort_left", "insort_right"],
    ...["cache", "lru_cache", "reduce", "cmp_to_key", "partial"],
    ...["accumulate", "combinations", "permutations", "product", "chain", "groupby", "pairwise", "zip_longest"],
    ...["inf", "gcd", "lcm", "sqrt", "isqrt", "ceil", "floor", "log", "log2", "comb", "factorial", "prod"],
    ...["ascii_lowercase", "ascii_uppercase", "ascii_letters", "digits", "itemgetter", "deepcopy"],
  ],
  lint: {
    select: ["E", "F", "B"],
    ignore: ["E501", "E701", "E702", "E703", "E731", "E741"],
  },
};
