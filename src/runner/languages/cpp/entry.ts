import type { Signature, ValueType } from "@/shared/schemas/problem-judge";

// The part of the harness written for one problem: it names the class and its methods and says each value's
// kind; the runtime (runtime-*.ts) deduces every C++ type from the solution's own declarations. A missing
// class or method is a static assertion, so the compile error says what is missing in words rather than in
// template errors. Its templates come before the solution, out of reach of the solution's macros (`#define
// C 100`, `#define a first`); only the line that names the solution's class comes after it.

const quote = (text: string) => JSON.stringify(text);
const kindList = (types: readonly ValueType[]) => `{${types.map(quote).join(", ")}}`;

/**
 * Concepts that say how the code defines a member: `<id>_pointer` when its address can be taken (one
 * definition: its parameter types are deduced from it), `<id>_named` when it can be called with the
 * problem's arguments (a name the code overloads, with helpers of other parameters).
 */
function memberConcepts(id: string, member: string, arity: number): string[] {
  const args = Array.from({ length: arity }, () => "a").join(", ");
  return [
    `template <class C> concept ${id}_pointer = requires { &C::${member}; };`,
    `template <class C> concept ${id}_named = requires(C* object, pp::Argument a) { object->${member}(${args}); };`,
  ];
}

type Call = { object: string; type: string; id: string; member: string; args: string; out?: string };

/** The statements that call a member and append its result (as JSON) to `out`, by pointer or else by name. */
function writeCall(call: Call, params: readonly ValueType[], returns: ValueType, onVoid: "FirstArgument" | "Null") {
  const { object, type, id, member, args, out = "out" } = call;
  const kinds = kindList(params);
  const passed = params.map((_, index) => `a[${index}]`).join(", ");
  const tail = `${kinds}, ${quote(returns)}, pp::VoidResult::${onVoid}`;
  return [
    `if constexpr (${id}_pointer<${type}>) pp::call(${object}, &${type}::${member}, ${args}, ${tail}, pp::WriteTo{${out}});`,
    `if constexpr (${id}_named<${type}>) pp::callOverloaded(${out}, ${args}, ${tail}, [&](std::vector<pp::Argument>& a) -> decltype(auto) { return ${object}->${member}(${passed}); });`,
  ];
}

/** The classes the generated code refers to, declared before the solution so that a missing one can be detected. */
export function listDeclaredClasses(signature: Signature): string[] {
  if (signature.kind === "function") return ["Solution"];
  if (signature.kind === "codec") return [signature.className];
  return [signature.className, ...(signature.aliases ?? [])];
}

function writeFunction(signature: Extract<Signature, { kind: "function" }>): string[] {
  const names = [signature.name, ...(signature.aliases ?? [])];
  const params = signature.params.map((param) => param.type);
  const calls = names.flatMap((member, index) =>
    writeCall(
      { object: "solution", type: "S", id: `pp_entry_${index}`, member, args: "input" },
      params,
      signature.returns,
      "FirstArgument",
    ),
  );
  return [
    ...names.flatMap((name, index) => memberConcepts(`pp_entry_${index}`, name, params.length)),
    "template <class S> std::string pp_run(const pp::Json& input) {",
    `  static_assert(pp::IsComplete<S>::value, "The code does not define class Solution.");`,
    "  S* solution = new S();",
    "  std::string out;",
    `  ${calls.join("\n  else ")}`,
    `  else static_assert(pp_entry_0_pointer<S>, "class Solution has no public method ${signature.name} with ${params.length} parameters.");`,
    "  return out;",
    "}",
    "std::string pp::runTest(const pp::Json& pp_input) { return pp_run<Solution>(pp_input); }",
  ];
}

/** The class the tests drive: the first of its names that the code defines, else the first name. */
function chooseClass(names: string[]): string {
  const [first = ""] = names;
  return names.reduceRight(
    (fallback, name) => `std::conditional_t<pp::IsComplete<${name}>::value, ${name}, ${fallback}>`,
    first,
  );
}

function writeClass(signature: Extract<Signature, { kind: "class" }>): string[] {
  const names = [signature.className, ...(signature.aliases ?? [])];
  const ctorArgs = signature.constructorParams.map(
    (param, index) => `pp::Argument{args[0][${index}], ${quote(param.type)}}`,
  );
  const dispatch = signature.methods.map((method, index) => {
    const id = `pp_method_${index}`;
    const params = method.params.map((param) => param.type);
    const calls = writeCall(
      { object: "object", type: "C", id, member: method.name, args: "args[i]" },
      params,
      method.returns,
      "Null",
    );
    return [
      `if (name == ${quote(method.name)}) {`,
      `      ${calls.join("\n      else ")}`,
      `      else static_assert(${id}_pointer<C>, "class ${signature.className} has no public method ${method.name} with ${params.length} parameters.");`,
      "    }",
    ].join("\n");
  });
  return [
    ...signature.methods.flatMap((method, index) =>
      memberConcepts(`pp_method_${index}`, method.name, method.params.length),
    ),
    "template <class C> std::string pp_run(const pp::Json& input) {",
    `  static_assert(pp::IsComplete<C>::value, "The code does not define class ${signature.className}.");`,
    `  const pp::Json& calls = input.get("calls");`,
    `  const pp::Json& args = input.get("args");`,
    `  C* object = pp::construct<C>(${ctorArgs.join(", ")});`,
    `  std::string out = "[null";`,
    "  for (std::size_t i = 1; i < calls.size(); ++i) {",
    "    const std::string& name = calls[i].text;",
    "    out += ',';",
    `    ${dispatch.join(" else ")} else {`,
    `      throw std::runtime_error("the test calls a method the problem does not have: " + name);`,
    "    }",
    "  }",
    `  return out + "]";`,
    "}",
    `std::string pp::runTest(const pp::Json& pp_input) { return pp_run<${chooseClass(names)}>(pp_input); }`,
  ];
}

function writeCodec(signature: Extract<Signature, { kind: "codec" }>): string[] {
  const { className, encode, decode, type } = signature;
  const encoding = writeCall(
    { object: "encoder", type: "C", id: "pp_encode", member: encode.name, args: "input", out: "text" },
    [type],
    "string",
    "Null",
  );
  const decoding = writeCall(
    { object: "decoder", type: "C", id: "pp_decode", member: decode.name, args: "encoded" },
    ["string"],
    type,
    "Null",
  );
  const missing = `static_assert(pp_encode_pointer<C>, "class ${className} must have the public methods ${encode.name} and ${decode.name}.");`;
  return [
    ...memberConcepts("pp_encode", encode.name, 1),
    ...memberConcepts("pp_decode", decode.name, 1),
    "template <class C> std::string pp_run(const pp::Json& input) {",
    `  static_assert(pp::IsComplete<C>::value, "The code does not define class ${className}.");`,
    "  // LeetCode's judgement: one object encodes, a second one decodes what the first returned.",
    "  C* encoder = new C();",
    "  C* decoder = new C();",
    "  std::string text;",
    `  ${encoding.join("\n  else ")}`,
    `  else ${missing}`,
    "  pp::Json encoded;",
    "  encoded.type = pp::Json::Array;",
    "  encoded.items.push_back(pp::readEncoded(text));",
    "  std::string out;",
    `  ${decoding.join("\n  else ")}`,
    `  else ${missing}`,
    "  return out;",
    "}",
    `std::string pp::runTest(const pp::Json& pp_input) { return pp_run<${className}>(pp_input); }`,
  ];
}

/**
 * The code that runs one test of this problem: `templates` compiled before the solution, `run` (which names
 * the solution's class) after it.
 */
export function writeEntry(signature: Signature): { templates: string; run: string } {
  const lines =
    signature.kind === "function"
      ? writeFunction(signature)
      : signature.kind === "class"
        ? writeClass(signature)
        : writeCodec(signature);
  return { templates: lines.slice(0, -1).join("\n"), run: lines.at(-1) ?? "" };
}

/**
 * A class Solution for a solution written as free functions (LeetCode's old C++ form, and many a
 * repository's): a member per function name the code defines, passing its arguments on. Compiled after
 * the solution, so its names keep clear of common macros.
 */
export function writeFreeFunctionSolution(names: readonly string[]): string {
  const members = names.map(
    (name) =>
      `  template <class... PpArgs> auto ${name}(PpArgs&&... pp_args) -> decltype(::${name}(std::forward<PpArgs>(pp_args)...)) { return ::${name}(std::forward<PpArgs>(pp_args)...); }`,
  );
  return ["class Solution {", " public:", ...members, "};"].join("\n");
}
