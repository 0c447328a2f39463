import type { Signature, ValueType } from "@/shared/schemas/problem-judge";
import type { Language } from "./languages";

/** A function or method as a harness calls it: the names it may be defined under, in the order tried. */
export type PlannedMember = { names: string[]; params: ValueType[]; returns: ValueType };

/**
 * The call plan a runner sends into its sandbox. Every name is listed in each form the judge accepts
 * (LeetCode's, the library's earlier one, Python's snake_case), so LeetCode's calling form and ours both
 * work. `nodeClass` is the class LeetCode calls `Node` (`_Node` in JavaScript) in this problem, if any.
 */
export type CallPlan = { nodeClass: "GraphNode" | "RandomListNode" | null } & (
  | { kind: "function"; entry: PlannedMember }
  | {
      kind: "class";
      classNames: string[];
      constructorParams: ValueType[];
      methods: Record<string, PlannedMember>;
    }
  | { kind: "codec"; classNames: string[]; type: ValueType; encode: string[]; decode: string[] }
);

export function createCallPlan(signature: Signature, language: Language): CallPlan {
  const nodeClass = findNodeClass(signature);
  const spell = (names: string[]) => spellNames(names, language);
  const types = (params: { type: ValueType }[]) => params.map((param) => param.type);
  switch (signature.kind) {
    case "function": {
      const entry = { names: spell([signature.name, ...(signature.aliases ?? [])]), params: types(signature.params) };
      return { kind: "function", nodeClass, entry: { ...entry, returns: signature.returns } };
    }
    case "class": {
      const methods = Object.fromEntries(
        signature.methods.map((method) => [
          method.name,
          { names: spell([method.name]), params: types(method.params), returns: method.returns },
        ]),
      );
      const classNames = [signature.className, ...(signature.aliases ?? [])];
      return { kind: "class", nodeClass, classNames, constructorParams: types(signature.constructorParams), methods };
    }
    case "codec":
      return {
        kind: "codec",
        nodeClass,
        classNames: [signature.className],
        type: signature.type,
        encode: spell([signature.encode.name]),
        decode: spell([signature.decode.name]),
      };
  }
}

/** Python accepts LeetCode's camelCase names and PEP 8's snake_case ones; JavaScript the names as written. */
function spellNames(names: string[], language: Language): string[] {
  const spelled = language === "python" ? names.flatMap((name) => [name, getPythonName(name)]) : names;
  return [...new Set(spelled)];
}

/** The Python name of a JavaScript method or function name: `addWord` → `add_word`, `getLRU` → `get_lru`. */
export function getPythonName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
}

/** Every value type a signature mentions, parameters and results. */
export function listSignatureTypes(signature: Signature): ValueType[] {
  switch (signature.kind) {
    case "function":
      return [...signature.params.map((param) => param.type), signature.returns];
    case "class":
      return [
        ...signature.constructorParams.map((param) => param.type),
        ...signature.methods.flatMap((method) => [...method.params.map((param) => param.type), method.returns]),
      ];
    case "codec":
      return [signature.type, "string"];
  }
}

function findNodeClass(signature: Signature): CallPlan["nodeClass"] {
  const types = listSignatureTypes(signature);
  if (types.includes("GraphNode")) return "GraphNode";
  if (types.includes("RandomListNode")) return "RandomListNode";
  return null;
}

/** The name the editor's tools look for (the lint of unused names, the complexity estimate): LeetCode's. */
export function getEntryName(signature: Signature, language: Language): string {
  if (signature.kind !== "function") return signature.className;
  return language === "python" ? getPythonName(signature.name) : signature.name;
}
