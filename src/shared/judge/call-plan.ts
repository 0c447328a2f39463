import type { Signature } from "@/shared/schemas/content";
import type { Language } from "./languages";

/** The call plan a runner sends into its sandbox, with every name already in the target language. */
export type CallPlan =
  | { kind: "function"; name: string; params: string[]; returns: string }
  | {
      kind: "class";
      className: string;
      constructorParams: string[];
      methods: Record<string, { name: string; params: string[]; returns: string }>;
    };

export function createCallPlan(signature: Signature, rename: (name: string) => string): CallPlan {
  const types = (params: { type: string }[]) => params.map((param) => param.type);
  if (signature.kind === "function") {
    return {
      kind: "function",
      name: rename(signature.name),
      params: types(signature.params),
      returns: signature.returns,
    };
  }
  const methods = Object.fromEntries(
    signature.methods.map((method) => [
      method.name,
      { name: rename(method.name), params: types(method.params), returns: method.returns },
    ]),
  );
  return {
    kind: "class",
    className: signature.className,
    constructorParams: types(signature.constructorParams),
    methods,
  };
}

/** The Python name of a JavaScript method or function name: `addWord` → `add_word`, `getLRU` → `get_lru`. */
export function getPythonName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
}

/** The name the solution must define in a language: the class name, or the function in that language's case. */
export function getEntryName(signature: Signature, language: Language): string {
  if (signature.kind === "class") return signature.className;
  return language === "python" ? getPythonName(signature.name) : signature.name;
}
