import type { Language } from "@/shared/judge/languages";
import type { Signature } from "@/shared/schemas/problem-judge";

// Blank-page mode: the editor opens on one comment naming what to write, as in an interview where nobody
// hands out a template. The judge accepts the forms LeetCode's editor uses (a Solution class or a plain
// function; a design problem's class; a codec's class or two functions), so the comment names no form.

const ACCEPTS = "the judge accepts LeetCode's forms.";

function call(name: string, params: readonly { name: string }[]): string {
  return `${name}(${params.map((param) => param.name).join(", ")})`;
}

function describeTask(signature: Signature): string {
  switch (signature.kind) {
    case "function":
      return `Write ${call(signature.name, signature.params)}`;
    case "class": {
      const methods = signature.methods.map((method) => call(method.name, method.params)).join(", ");
      return `Write the class ${call(signature.className, signature.constructorParams)} with ${methods}`;
    }
    case "codec":
      return `Write ${signature.encode.name}(${signature.encode.param}) and ${signature.decode.name}(${signature.decode.param}) (a ${signature.className} class or two functions)`;
  }
}

function listNodeTypes(signature: Signature): string[] {
  const types =
    signature.kind === "function"
      ? [...signature.params.map((param) => param.type), signature.returns]
      : signature.kind === "class"
        ? [...signature.constructorParams, ...signature.methods.flatMap((method) => [...method.params, method])].map(
            (typed) => ("type" in typed ? typed.type : typed.returns),
          )
        : [signature.type];
  const nodes: string[] = [];
  if (types.some((type) => type === "TreeNode" || type === "TreeNodeRef")) nodes.push("TreeNode");
  if (types.some((type) => type.startsWith("ListNode"))) nodes.push("ListNode");
  return nodes;
}

/** The blank page's code: a comment naming the function or class to write (and the node classes provided). */
export function getBlankPageCode(signature: Signature, language: Language): string {
  const mark = language === "python" ? "#" : "//";
  const lines = [`${mark} ${describeTask(signature)} — ${ACCEPTS}`];
  const nodes = listNodeTypes(signature);
  if (nodes.length > 0)
    lines.push(`${mark} ${nodes.join(" and ")} ${nodes.length === 1 ? "is" : "are"} defined for you, as on LeetCode.`);
  return `${lines.join("\n")}\n\n`;
}
