import type { Signature, ValueType } from "@/shared/schemas/problem-judge";
import type { GoSource } from "./source-scan";

/** A Go string list literal. */
const strings = (items: readonly string[]) => `[]string{${items.map((item) => JSON.stringify(item)).join(", ")}}`;
const kinds = (params: readonly { type: ValueType }[]) => strings(params.map((param) => param.type));

/** LeetCode's Go names a design class's methods as exported ones: `getMin` is `GetMin`. */
export const capitalise = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * main.go's `ppRun`: how a test calls this problem's solution. The solution's functions are named in
 * Go code here (Go finds no function by its name at run time), in the spelling the solution uses.
 */
export function writeEntry(signature: Signature, source: GoSource): string {
  let call: string;
  if (signature.kind === "function") {
    const names = [signature.name, ...(signature.aliases ?? [])];
    const name = names.find((candidate) => source.declared.has(candidate)) ?? signature.name;
    call = `ppFunction{name: "${name}", fn: ppReflect.ValueOf(${name}), params: ${kinds(signature.params)}, returns: "${signature.returns}"}`;
  } else if (signature.kind === "class") {
    const methods = signature.methods.map(
      (method) =>
        `\t\t"${method.name}": {name: "${capitalise(method.name)}", params: ${kinds(method.params)}, returns: "${method.returns}"},`,
    );
    call = [
      `ppClass{className: "${signature.className}", ctor: ppReflect.ValueOf(Constructor), params: ${kinds(signature.constructorParams)}, methods: map[string]ppMethod{`,
      ...methods,
      "\t}}",
    ].join("\n");
  } else {
    call = writeCodec(signature, source);
  }
  return `// Calls the solution on one test's input.\nfunc ppRun(test any) (any, error) {\n\treturn ${call}.run(test)\n}\n`;
}

/**
 * LeetCode's Go codecs come in two forms: `func Constructor() Codec` with lower-case `serialize` /
 * `deserialize` methods, and a `Codec` used as `var codec Codec` with `Encode` / `Decode`. Either works, and
 * so do two top-level functions.
 */
function writeCodec(signature: Extract<Signature, { kind: "codec" }>, source: GoSource): string {
  const create = source.declared.has("Constructor") ? "Constructor()" : `&${signature.className}{}`;
  const spell = (name: string) => {
    if (source.methods.has(name)) return { name, method: true };
    if (source.methods.has(capitalise(name))) return { name: capitalise(name), method: true };
    return { name, method: !source.declared.has(name) };
  };
  const encode = spell(signature.encode.name);
  const decode = spell(signature.decode.name);
  const value = (member: { name: string; method: boolean }, object: string) =>
    `ppReflect.ValueOf(${member.method ? `${object}.` : ""}${member.name})`;
  return [
    `ppCodec{kind: "${signature.type}", encode: "${encode.name}", decode: "${decode.name}", create: func() (ppReflect.Value, ppReflect.Value) {`,
    `\t\tser, deser := ${create}, ${create}`,
    "\t\t_, _ = ser, deser",
    `\t\treturn ${value(encode, "ser")}, ${value(decode, "deser")}`,
    "\t}}",
  ].join("\n");
}
