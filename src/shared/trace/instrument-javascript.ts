import { parse } from "acorn";
import { HANDLERS, type NodeVisitor } from "./javascript-handlers";
import { propertyName } from "./javascript-names";
import {
  type AstNode,
  createScope,
  declare,
  declareLexical,
  declareVars,
  type FunctionInfo,
  isFunctionNode,
  isNode,
  nodeAt,
  nodesAt,
  patternNames,
  type Scope,
  visibleNames,
} from "./javascript-scopes";
import { SourceEdits } from "./source-edits";

/**
 * JavaScript for the tracer: QuickJS has no debugger hooks, so the source gets calls to the tracer
 * (javascript-tracer.ts, `__trace`) inserted on the lines they belong to, so every line stays where it
 * was. Each function calls `__trace.c` on entry and `__trace.r` on return (the value passes through); a
 * statement is preceded by `__trace.l`, a loop's or an `if`'s test is wrapped in one. Each call names
 * its site (line, function, variable names) and passes a closure that reads the variables in scope there,
 * so a frame's values can be read again at any later step. Generators and async functions run untraced.
 */
export type Site = { line: number; functionName: string; names: string[] };
export type Instrumented = { code: string; sites: Site[] };

type PendingSite = { line: number; scope: Scope; position: number };

/** Parses and instruments; throws acorn's SyntaxError (with `loc`) when the source does not parse. */
export function instrumentJavaScript(source: string): Instrumented {
  const program = parse(source, { ecmaVersion: "latest", sourceType: "script" }) as unknown as AstNode;
  const walker = new Walker(source);
  walker.visitProgram(program);
  return walker.finish();
}

class Walker implements NodeVisitor {
  private readonly sites: PendingSite[] = [];
  private readonly edits: SourceEdits;

  constructor(private readonly source: string) {
    this.edits = new SourceEdits(source);
  }

  visitProgram(program: AstNode) {
    const scope = createScope(null, null);
    const body = nodesAt(program, "body");
    declareLexical(scope, body);
    declareVars(scope, program);
    for (const statement of body) this.visit(statement, scope);
  }

  finish(): Instrumented {
    const sites = this.sites.map(({ line, scope, position }) => ({
      line,
      functionName: scope.fn?.name ?? "(anonymous)",
      names: visibleNames(scope, position).map((visible) => visible.name),
    }));
    return { code: this.edits.apply(), sites };
  }

  /** A site: its index, and the closure text reading its variables (made once every reference is known). */
  private site(scope: Scope, position: number, line = this.edits.lineOf(position)): { id: number; read: () => string } {
    const id = this.sites.push({ line, scope, position }) - 1;
    const read = () => {
      const names = visibleNames(scope, position);
      const reads = names.map(({ name, isGuarded }) => (isGuarded ? `__trace.g(() => ${name})` : name));
      return `() => [${reads.join(", ")}]`;
    };
    return { id, read };
  }

  private step(scope: Scope, position: number) {
    const { id, read } = this.site(scope, position);
    this.edits.insert(position, () => `__trace.l(${id}, __td, ${read()});`);
  }

  /** Wraps an expression (a test) so that a step runs first: `(__trace.l(...), test)`. */
  private stepBefore(expression: AstNode, scope: Scope) {
    const { id, read } = this.site(scope, expression.start);
    this.edits.insert(expression.start, () => `(__trace.l(${id}, __td, ${read()}), `);
    this.edits.insert(expression.end, ")", true);
  }

  private isTraced(scope: Scope): boolean {
    return scope.fn?.isInstrumented === true;
  }

  /** A step before each statement, but one per line (a statement on its owner's line shares its step). */
  visitStatements(statements: AstNode[], scope: Scope, ownerStart = -1) {
    let previousEnd = ownerStart;
    for (const statement of statements) {
      const isSameLine = previousEnd >= 0 && this.edits.lineOf(previousEnd) === this.edits.lineOf(statement.start);
      if (this.isTraced(scope) && needsStep(statement) && !isSameLine) this.step(scope, statement.start);
      this.visit(statement, scope);
      previousEnd = statement.end;
    }
  }

  /**
   * The body of an if or a loop (from `owner`, the statement): a loop whose test takes no step gets one at
   * the start of each iteration; a lone statement gets braces so that a step can go before it.
   */
  visitBody(body: AstNode | null, scope: Scope, owner: AstNode, iterationStep = false) {
    if (!body) return;
    if (body.type === "BlockStatement") {
      const blockScope = createScope(scope, scope.fn);
      declareLexical(blockScope, nodesAt(body, "body"));
      if (iterationStep && this.isTraced(scope)) this.step(scope, body.start + 1);
      this.visitStatements(nodesAt(body, "body"), blockScope, iterationStep ? body.start : owner.start);
      return;
    }
    if (!this.isTraced(scope)) return this.visit(body, scope);
    this.edits.insert(body.start, "{");
    this.edits.insert(body.end, "}", true);
    if (iterationStep) this.step(scope, body.start);
    this.visitStatements([body], scope, iterationStep ? body.start : owner.start);
  }

  visit(node: AstNode, scope: Scope) {
    const handler = HANDLERS[node.type];
    if (handler) handler(this, node, scope);
    else this.visitChildren(node, scope);
  }

  visitChildren(node: AstNode, scope: Scope, skip: readonly string[] = []) {
    for (const key of Object.keys(node)) {
      if (key === "type" || key === "start" || key === "end" || skip.includes(key)) continue;
      const value = node[key];
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) this.visit(item, scope);
      if (isNode(value)) this.visit(value, scope);
    }
  }

  visitFunction(node: AstNode, scope: Scope, name: string, thisMode: FunctionInfo["thisMode"]) {
    const isArrow = node.type === "ArrowFunctionExpression";
    const fn: FunctionInfo = {
      name,
      thisMode: isArrow ? "none" : thisMode,
      captured: new Set(),
      isInstrumented: node.generator !== true && node.async !== true,
    };
    const fnScope = createScope(scope, fn);
    for (const param of nodesAt(node, "params")) {
      for (const id of patternNames(param)) declare(fnScope, String(id.name), param.start, true);
      this.visit(param, fnScope);
    }
    const body = nodeAt(node, "body");
    if (!body) return;
    if (body.type !== "BlockStatement") return this.visitExpressionBody(node, body, fnScope);
    const statements = nodesAt(body, "body");
    declareVars(fnScope, body);
    declareLexical(fnScope, statements);
    const directives = statements.filter((statement) => typeof statement.directive === "string");
    const code = statements.slice(directives.length);
    if (fn.isInstrumented) {
      const entry = this.site(fnScope, body.start + 1, this.edits.lineOf(node.start));
      const after = directives.at(-1)?.end ?? body.start + 1;
      this.edits.insert(after, () => `const __td = __trace.c(${entry.id}, ${entry.read()});`);
    }
    if (fn.isInstrumented) {
      // Registered before the statements so that it closes after anything of theirs at the same place.
      const exit = this.site(fnScope, body.end - 1);
      this.edits.insert(body.end - 1, () => `__trace.r(${exit.id}, __td, undefined, ${exit.read()});`, true);
    }
    this.visitStatements(code, fnScope);
  }

  /** `(a, b) => a - b` becomes `(a, b) => { const __td = ...; return __trace.r(..., (a - b), ...); }`. */
  private visitExpressionBody(node: AstNode, body: AstNode, fnScope: Scope) {
    if (fnScope.fn?.isInstrumented !== true) return this.visit(body, fnScope);
    const arrow = this.source.lastIndexOf("=>", body.start) + 2;
    const entry = this.site(fnScope, body.start, this.edits.lineOf(node.start));
    const exit = this.site(fnScope, body.end, this.edits.lineOf(body.end));
    const open = () => ` { const __td = __trace.c(${entry.id}, ${entry.read()}); return __trace.r(${exit.id}, __td, (`;
    this.edits.insert(arrow, open);
    this.edits.insert(node.end, () => `), ${exit.read()}); }`, true);
    this.visit(body, fnScope);
  }

  visitLoopScope(scope: Scope, declaration: AstNode | null): Scope {
    if (declaration?.type !== "VariableDeclaration" || declaration.kind === "var") return scope;
    const loopScope = createScope(scope, scope.fn);
    declareLexical(loopScope, [declaration]);
    return loopScope;
  }

  visitFor(node: AstNode, scope: Scope) {
    const init = nodeAt(node, "init");
    const loopScope = this.visitLoopScope(scope, init);
    if (init) this.visit(init, loopScope);
    const test = nodeAt(node, "test");
    if (test && this.isTraced(scope)) this.stepBefore(test, loopScope);
    if (test) this.visit(test, loopScope);
    const update = nodeAt(node, "update");
    if (update) this.visit(update, loopScope);
    this.visitBody(nodeAt(node, "body"), loopScope, node, !test);
  }

  visitForInOf(node: AstNode, scope: Scope) {
    const left = nodeAt(node, "left");
    const loopScope = this.visitLoopScope(scope, left);
    if (left) this.visit(left, loopScope);
    const right = nodeAt(node, "right");
    if (right) this.visit(right, scope);
    this.visitBody(nodeAt(node, "body"), loopScope, node, true);
  }

  visitTest(node: AstNode, scope: Scope) {
    const test = nodeAt(node, "test");
    if (test && this.isTraced(scope)) this.stepBefore(test, scope);
    if (test) this.visit(test, scope);
    for (const key of ["body", "consequent", "alternate"]) {
      const branch = nodeAt(node, key);
      if (branch?.type === "IfStatement") this.visit(branch, scope);
      else this.visitBody(branch, scope, node);
    }
  }

  visitReturn(node: AstNode, scope: Scope) {
    const argument = nodeAt(node, "argument");
    if (!this.isTraced(scope)) return argument ? this.visit(argument, scope) : undefined;
    const exit = this.site(scope, node.start);
    if (!argument) {
      this.edits.insert(node.start + "return".length, () => ` __trace.r(${exit.id}, __td, undefined, ${exit.read()})`);
      return;
    }
    this.edits.insert(argument.start, () => `__trace.r(${exit.id}, __td, (`);
    this.edits.insert(argument.end, () => `), ${exit.read()})`, true);
    this.visit(argument, scope);
  }

  visitCatch(node: AstNode, scope: Scope) {
    const catchScope = createScope(scope, scope.fn);
    const param = nodeAt(node, "param");
    for (const id of patternNames(param)) declare(catchScope, String(id.name), node.start, true);
    const body = nodeAt(node, "body");
    if (!body) return;
    // A run stopped at a cap must not be caught by the user's code.
    if (this.isTraced(scope) && (!param || param.type === "Identifier")) {
      if (!param) this.edits.insert(node.start + "catch".length, " (__te)");
      this.edits.insert(body.start + 1, `__trace.k(${param ? String(param.name) : "__te"});`);
    }
    this.visit(body, catchScope);
  }

  visitSwitch(node: AstNode, scope: Scope) {
    const discriminant = nodeAt(node, "discriminant");
    if (discriminant) this.visit(discriminant, scope);
    const switchScope = createScope(scope, scope.fn);
    const cases = nodesAt(node, "cases");
    // A case can be entered past another's `let`: every such name is read guarded.
    declareLexical(
      switchScope,
      cases.flatMap((item) => nodesAt(item, "consequent")),
      true,
    );
    for (const item of cases) {
      const test = nodeAt(item, "test");
      if (test) this.visit(test, switchScope);
      this.visitStatements(nodesAt(item, "consequent"), switchScope);
    }
  }

  visitClass(node: AstNode, scope: Scope) {
    const superClass = nodeAt(node, "superClass");
    if (superClass) this.visit(superClass, scope);
    const className = String(nodeAt(node, "id")?.name ?? "(class)");
    for (const member of nodesAt(nodeAt(node, "body") ?? node, "body")) {
      const key = nodeAt(member, "key");
      if (key && member.computed === true) this.visit(key, scope);
      const value = nodeAt(member, "value");
      const memberName = `${className}.${key ? propertyName(key) : "(static)"}`;
      if (member.type === "StaticBlock") continue;
      if (!value) continue;
      const isDerivedConstructor = member.kind === "constructor" && superClass !== null;
      if (isFunctionNode(value))
        this.visitFunction(value, scope, memberName, isDerivedConstructor ? "guarded" : "plain");
      else this.visit(value, createScope(scope, null));
    }
  }
}

function needsStep(statement: AstNode): boolean {
  switch (statement.type) {
    case "FunctionDeclaration":
    case "EmptyStatement":
    case "BlockStatement":
    case "IfStatement":
    case "WhileStatement":
    case "DoWhileStatement":
    case "LabeledStatement":
      return false;
    case "ForStatement":
      return statement.test === null;
    default:
      return true;
  }
}
