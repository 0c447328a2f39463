// The scopes of a JavaScript program, for the tracer's instrumentation (instrument-javascript.ts): which
// variables a statement can read, and which of them may still be in their temporal dead zone.

/** An acorn node, read loosely (the instrumentation walks every kind of node the same way). */
export type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

/** A declared name: `start` is where it is declared; `isHoisted` ones are readable anywhere in their scope. */
export type Binding = { name: string; start: number; isHoisted: boolean; isGuarded: boolean };

export type FunctionInfo = {
  name: string;
  /** How a step reads `this`: not at all (arrows, plain code), directly, or guarded (before super()). */
  thisMode: "none" | "plain" | "guarded";
  /** Variables of enclosing functions this one reads, by name, in the order first read. */
  captured: Set<string>;
  isInstrumented: boolean;
};

export type Scope = { parent: Scope | null; bindings: Map<string, Binding>; fn: FunctionInfo | null };

export function isNode(value: unknown): value is AstNode {
  return typeof value === "object" && value !== null && typeof (value as AstNode).type === "string";
}

export function nodeAt(node: AstNode, key: string): AstNode | null {
  const value = node[key];
  return isNode(value) ? value : null;
}

export function nodesAt(node: AstNode, key: string): AstNode[] {
  const value = node[key];
  return Array.isArray(value) ? value.filter(isNode) : [];
}

export function createScope(parent: Scope | null, fn: FunctionInfo | null): Scope {
  return { parent, bindings: new Map(), fn };
}

export function declare(scope: Scope, name: string, start: number, isHoisted = false, isGuarded = false) {
  if (!scope.bindings.has(name)) scope.bindings.set(name, { name, start, isHoisted, isGuarded });
}

/** The identifiers a binding pattern declares (`a`, `{ a, b: [c] }`, `...rest`, `d = 1`). */
export function patternNames(pattern: AstNode | null): AstNode[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case "Identifier":
      return [pattern];
    case "ObjectPattern":
      return nodesAt(pattern, "properties").flatMap((property) =>
        patternNames(property.type === "RestElement" ? nodeAt(property, "argument") : nodeAt(property, "value")),
      );
    case "ArrayPattern":
      return nodesAt(pattern, "elements").flatMap(patternNames);
    case "AssignmentPattern":
      return patternNames(nodeAt(pattern, "left"));
    case "RestElement":
      return patternNames(nodeAt(pattern, "argument"));
    default:
      return [];
  }
}

const FUNCTION_TYPES = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"]);

export function isFunctionNode(node: AstNode): boolean {
  return FUNCTION_TYPES.has(node.type);
}

/** Declares a function's `var`s (anywhere in its body, not in nested functions) in its scope. */
export function declareVars(scope: Scope, node: AstNode) {
  if (isFunctionNode(node)) return;
  if (node.type === "VariableDeclaration" && node.kind === "var") {
    for (const declarator of nodesAt(node, "declarations")) {
      for (const id of patternNames(nodeAt(declarator, "id"))) declare(scope, String(id.name), declarator.start);
    }
  }
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) declareVars(scope, item);
    if (isNode(value)) declareVars(scope, value);
  }
}

/** Declares what a statement list declares for its whole block: let, const, class and function. */
export function declareLexical(scope: Scope, statements: AstNode[], isGuarded = false) {
  for (const statement of statements) {
    if (statement.type === "VariableDeclaration" && statement.kind !== "var") {
      for (const declarator of nodesAt(statement, "declarations")) {
        for (const id of patternNames(nodeAt(declarator, "id"))) {
          declare(scope, String(id.name), declarator.start, false, isGuarded);
        }
      }
    } else if (statement.type === "ClassDeclaration") {
      const id = nodeAt(statement, "id");
      if (id) declare(scope, String(id.name), statement.start, false, isGuarded);
    } else if (statement.type === "FunctionDeclaration") {
      const id = nodeAt(statement, "id");
      if (id) declare(scope, String(id.name), statement.start, true);
    }
  }
}

/** Marks a name read in `fn` that an enclosing function declares (a closure's outer variable). */
export function noteReference(scope: Scope, name: string) {
  const fn = scope.fn;
  if (!fn) return;
  for (let current: Scope | null = scope; current; current = current.parent) {
    if (!current.bindings.has(name)) continue;
    if (current.fn && current.fn !== fn) fn.captured.add(name);
    return;
  }
}

export type VisibleName = { name: string; isGuarded: boolean };

/**
 * The variables a step at `position` shows: `this`, then the function's own (parameters and declarations
 * up to that point, innermost first where names repeat) in the order declared, then the outer variables
 * it reads. Any that may be unset yet (an outer one, a `let` of a switch) are read guarded.
 */
export function visibleNames(scope: Scope, position: number): VisibleName[] {
  const fn = scope.fn;
  const seen = new Set<string>();
  const own: Binding[] = [];
  for (let current: Scope | null = scope; current && current.fn === fn; current = current.parent) {
    for (const binding of current.bindings.values()) {
      if (seen.has(binding.name)) continue;
      seen.add(binding.name);
      if (binding.isHoisted || binding.start < position) own.push(binding);
    }
  }
  own.sort((a, b) => a.start - b.start);
  const names: VisibleName[] = [];
  if (fn && fn.thisMode !== "none") names.push({ name: "this", isGuarded: fn.thisMode === "guarded" });
  for (const binding of own) names.push({ name: binding.name, isGuarded: binding.isGuarded });
  for (const name of fn?.captured ?? []) if (!seen.has(name)) names.push({ name, isGuarded: true });
  return names;
}
