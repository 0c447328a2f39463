import { type AstNode, nodeAt } from "./javascript-scopes";

// The names the tracer shows for functions: a declaration's own, else what it is assigned to
// (`const area = function …`, `MinStack.prototype.push = function …`, a method's key).

/** A property or method key as written: `push`, `#size`, `"a b"`; `(computed)` for `[expression]`. */
export function propertyName(key: AstNode): string {
  if (key.type === "Identifier" || key.type === "PrivateIdentifier") return String(key.name);
  if (key.type === "Literal") return String(key.value);
  return "(computed)";
}

/** The name a function is known by: its own, or the variable, property or method it is assigned to. */
export function nameOf(node: AstNode, hint: string | null): string {
  const id = nodeAt(node, "id");
  if (id) return String(id.name);
  return hint ?? "(anonymous)";
}

/** What an assignment or declaration names: `x`, `obj.method`, `Class.method` for a prototype's. */
export function assignedName(target: AstNode | null): string | null {
  if (!target) return null;
  if (target.type === "Identifier") return String(target.name);
  if (target.type !== "MemberExpression") return null;
  const object = nodeAt(target, "object");
  const property = nodeAt(target, "property");
  const propertyText = property && target.computed !== true ? propertyName(property) : null;
  if (!propertyText) return null;
  // `MinStack.prototype.push = function` is MinStack.push.
  if (object?.type === "MemberExpression" && propertyName(nodeAt(object, "property") ?? object) === "prototype") {
    const owner = nodeAt(object, "object");
    return owner?.type === "Identifier" ? `${String(owner.name)}.${propertyText}` : propertyText;
  }
  return object?.type === "Identifier" ? `${String(object.name)}.${propertyText}` : propertyText;
}
