/**
 * What program.ts needs to know about a Go solution before it compiles: its package clause, the packages it
 * imports and the ones it uses without importing (LeetCode's Go editor imports them for the user), and the
 * names it declares at the top level. Read from the code with its comments (and, for uses, its strings)
 * blanked out, so that `// sort.Ints` or "strings." in a literal count for nothing.
 */

/** The standard packages LeetCode's Go solutions use without an import, by the name they are used under. */
export const AUTO_IMPORTS: Record<string, { path: string; keep: string }> = {
  sort: { path: "sort", keep: "sort.Ints" },
  strings: { path: "strings", keep: "strings.Contains" },
  strconv: { path: "strconv", keep: "strconv.Itoa" },
  math: { path: "math", keep: "math.Abs" },
  bits: { path: "math/bits", keep: "bits.OnesCount" },
  rand: { path: "math/rand", keep: "rand.Intn" },
  big: { path: "math/big", keep: "big.NewInt" },
  heap: { path: "container/heap", keep: "heap.Init" },
  list: { path: "container/list", keep: "list.New" },
  ring: { path: "container/ring", keep: "ring.New" },
  unicode: { path: "unicode", keep: "unicode.IsLetter" },
  utf8: { path: "unicode/utf8", keep: "utf8.RuneLen" },
  fmt: { path: "fmt", keep: "fmt.Sprint" },
  slices: { path: "slices", keep: "slices.Sort[[]int]" },
  maps: { path: "maps", keep: "maps.Clone[map[int]int]" },
  cmp: { path: "cmp", keep: "cmp.Compare[int]" },
  bytes: { path: "bytes", keep: "bytes.Equal" },
  errors: { path: "errors", keep: "errors.New" },
  regexp: { path: "regexp", keep: "regexp.MustCompile" },
  time: { path: "time", keep: "time.Now" },
  os: { path: "os", keep: "os.Exit" },
  bufio: { path: "bufio", keep: "bufio.NewReader" },
  reflect: { path: "reflect", keep: "reflect.DeepEqual" },
  sync: { path: "sync", keep: "sync.NewCond" },
  atomic: { path: "sync/atomic", keep: "atomic.AddInt64" },
};

/**
 * The code with every comment (and, unless `keepStrings`, every string and rune literal) replaced by spaces,
 * line breaks kept: positions in it are positions in the code.
 */
export function blankOut(code: string, keepStrings = false): string {
  const out = code.split("");
  const blank = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (out[i] !== "\n") out[i] = " ";
  };
  let i = 0;
  while (i < code.length) {
    const two = code.slice(i, i + 2);
    let end = i + 1;
    if (two === "//") {
      end = code.indexOf("\n", i);
      if (end === -1) end = code.length;
      blank(i, end);
    } else if (two === "/*") {
      end = code.indexOf("*/", i + 2);
      end = end === -1 ? code.length : end + 2;
      blank(i, end);
    } else if (code[i] === '"' || code[i] === "'" || code[i] === "`") {
      end = findLiteralEnd(code, i);
      if (!keepStrings) blank(i + 1, end - 1);
    }
    i = end;
  }
  return out.join("");
}

function findLiteralEnd(code: string, start: number): number {
  const quote = code[start];
  for (let i = start + 1; i < code.length; i++) {
    if (code[i] === "\\" && quote !== "`") i++;
    else if (code[i] === quote) return i + 1;
    else if (code[i] === "\n" && quote !== "`") return i;
  }
  return code.length;
}

export type GoSource = {
  /** The 0-based line of the package clause, and the package's name, when the code has one. */
  packageClause: { line: number; name: string } | null;
  /** The import paths the code imports and the names they are used under. */
  importedPaths: Set<string>;
  importedNames: Set<string>;
  /** Names declared at the top level (functions, types, variables, constants). */
  declared: Set<string>;
  /** Methods declared, by name. */
  methods: Set<string>;
  /** The code with comments and literals blanked out. */
  bare: string;
};

export function scanGoSource(code: string): GoSource {
  const bare = blankOut(code);
  const withStrings = blankOut(code, true);
  const packageMatch = /^[ \t]*package[ \t]+(\w+)/m.exec(bare);
  const packageClause = packageMatch
    ? { line: bare.slice(0, packageMatch.index).split("\n").length - 1, name: packageMatch[1] as string }
    : null;
  const importedPaths = new Set<string>();
  const importedNames = new Set<string>();
  const specs = /^[ \t]*import[ \t]*\(([^)]*)\)|^[ \t]*import[ \t]+([\w.]+[ \t]+)?("[^"\n]*")/gm;
  for (const block of withStrings.matchAll(specs)) {
    const lines = block[1] !== undefined ? block[1].split(/[\n;]/) : [`${block[2] ?? ""}${block[3]}`];
    for (const spec of lines) {
      const parts = /^\s*([\w.]+\s+)?"([^"]+)"/.exec(spec);
      if (!parts?.[2]) continue;
      importedPaths.add(parts[2]);
      importedNames.add(parts[1]?.trim() || (parts[2].split("/").pop() as string));
    }
  }
  const declared = new Set<string>();
  for (const match of bare.matchAll(/^(?:func|type|var|const)[ \t]+(\w+)/gm)) declared.add(match[1] as string);
  // Types in a `type ( … )` group, one a line.
  for (const group of bare.matchAll(/^type[ \t]*\(([^)]*)\)/gm)) {
    for (const match of (group[1] ?? "").matchAll(/^[ \t]*(\w+)[ \t]/gm)) declared.add(match[1] as string);
  }
  const methods = new Set<string>();
  for (const match of bare.matchAll(/^func[ \t]*\([^)]*\)[ \t]*(\w+)/gm)) methods.add(match[1] as string);
  return { packageClause, importedPaths, importedNames, declared, methods, bare };
}

/**
 * The standard packages the code uses by name without importing them: the imports LeetCode's editor adds,
 * each with a use that keeps the compiler from refusing an import the code turns out not to need (a local
 * variable named `list` or `heap`, say).
 */
export function findMissingImports(source: GoSource): { path: string; keep: string }[] {
  const missing: { path: string; keep: string }[] = [];
  for (const [name, auto] of Object.entries(AUTO_IMPORTS)) {
    if (source.importedNames.has(name) || source.importedPaths.has(auto.path) || source.declared.has(name)) continue;
    if (new RegExp(`(?<![\\w.])${name}\\s*\\.\\s*[A-Za-z_]`).test(source.bare)) missing.push(auto);
  }
  return missing;
}
