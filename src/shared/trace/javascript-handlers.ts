import { assignedName, nameOf, propertyName } from "./javascript-names";
import type { FunctionInfo } from "./javascript-scopes";
import {
  type AstNode,
  createScope,
  declareLexical,
  isFunctionNode,
  nodeAt,
  nodesAt,
  noteReference,
  type Scope,
} from "./javascript-scopes";

/** What the instrumenting walk (instrument-javascript.ts) offers the handlers of each node type. */
export interface NodeVisitor {
  visit(node: AstNode, scope: Scope): void;
  visitChildren(node: AstNode, scope: Scope, skip?: readonly string[]): void;
  visitStatements(statements: AstNode[], scope: Scope, ownerStart?: number): void;
  visitFunction(node: AstNode, scope: Scope, name: string, thisMode: FunctionInfo["thisMode"]): void;
  visitClass(node: AstNode, scope: Scope): void;
  visitTest(node: AstNode, scope: Scope): void;
  visitFor(node: AstNode, scope: Scope): void;
  visitForInOf(node: AstNode, scope: Scope): void;
  visitReturn(node: AstNode, scope: Scope): void;
  visitCatch(node: AstNode, scope: Scope): void;
  visitSwitch(node: AstNode, scope: Scope): void;
}

type Handler = (walker: NodeVisitor, node: AstNode, scope: Scope) => void;

function visitNamedValue(walker: NodeVisitor, value: AstNode | null, scope: Scope, name: string | null) {
  if (!value) return;
  if (isFunctionNode(value)) walker.visitFunction(value, scope, nameOf(value, name), "plain");
  else walker.visit(value, scope);
}

/** How each node type is walked; any other type has its children walked. */
export const HANDLERS: Record<string, Handler> = {
  FunctionDeclaration: (walker, node, scope) => walker.visitFunction(node, scope, nameOf(node, null), "plain"),
  FunctionExpression: (walker, node, scope) => walker.visitFunction(node, scope, nameOf(node, null), "plain"),
  ArrowFunctionExpression: (walker, node, scope) => walker.visitFunction(node, scope, "(anonymous)", "none"),
  ClassDeclaration: (walker, node, scope) => walker.visitClass(node, scope),
  ClassExpression: (walker, node, scope) => walker.visitClass(node, scope),
  VariableDeclarator: (walker, node, scope) => {
    walker.visitChildren(node, scope, ["init"]);
    visitNamedValue(walker, nodeAt(node, "init"), scope, assignedName(nodeAt(node, "id")));
  },
  AssignmentExpression: (walker, node, scope) => {
    walker.visitChildren(node, scope, ["right"]);
    visitNamedValue(walker, nodeAt(node, "right"), scope, assignedName(nodeAt(node, "left")));
  },
  Property: (walker, node, scope) => {
    const key = nodeAt(node, "key");
    if (key && node.computed === true) walker.visit(key, scope);
    visitNamedValue(walker, nodeAt(node, "value"), scope, key ? propertyName(key) : null);
  },
  BlockStatement: (walker, node, scope) => {
    const blockScope = createScope(scope, scope.fn);
    declareLexical(blockScope, nodesAt(node, "body"));
    walker.visitStatements(nodesAt(node, "body"), blockScope);
  },
  IfStatement: (walker, node, scope) => walker.visitTest(node, scope),
  WhileStatement: (walker, node, scope) => walker.visitTest(node, scope),
  DoWhileStatement: (walker, node, scope) => walker.visitTest(node, scope),
  ForStatement: (walker, node, scope) => walker.visitFor(node, scope),
  ForInStatement: (walker, node, scope) => walker.visitForInOf(node, scope),
  ForOfStatement: (walker, node, scope) => walker.visitForInOf(node, scope),
  LabeledStatement: (walker, node, scope) => {
    const body = nodeAt(node, "body");
    if (body) walker.visit(body, scope);
  },
  ReturnStatement: (walker, node, scope) => walker.visitReturn(node, scope),
  CatchClause: (walker, node, scope) => walker.visitCatch(node, scope),
  SwitchStatement: (walker, node, scope) => walker.visitSwitch(node, scope),
  Identifier: (_walker, node, scope) => noteReference(scope, String(node.name)),
  MemberExpression: (walker, node, scope) =>
    walker.visitChildren(node, scope, node.computed === true ? [] : ["property"]),
  MethodDefinition: (walker, node, scope) => walker.visitChildren(node, scope, ["key"]),
  PropertyDefinition: (walker, node, scope) => walker.visitChildren(node, scope, ["key"]),
  BreakStatement: () => {},
  ContinueStatement: () => {},
  MetaProperty: () => {},
};
