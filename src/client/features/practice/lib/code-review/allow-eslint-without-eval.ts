/**
 * ESLint checks every rule's options with Ajv, and Ajv compiles each schema into a function with
 * `new Function` — which our Content-Security-Policy refuses (no 'unsafe-eval'; eslint/eslint#19635,
 * UziTech/eslint-linter-browserify#519). Inside the lint worker only, Ajv's compile step gets a
 * validator that accepts: the options are our own fixed configuration (lint-config.ts), which the unit
 * tests run through the real validation in Node. Every other use of `Function` is left as it was.
 */
export function allowEslintWithoutEval(scope: { Function: FunctionConstructor }) {
  const original = scope.Function;
  const isAjvCompile = (args: unknown[]) => args[0] === "self" && args[1] === "RULES";
  const acceptAll = () => {
    // Ajv reads `errors` after a call; null means valid.
    const validate = Object.assign(() => true, { errors: null });
    return () => validate;
  };
  scope.Function = new Proxy(original, {
    construct: (target, args) => (isAjvCompile(args) ? acceptAll() : Reflect.construct(target, args)),
    apply: (target, thisArg, args) => (isAjvCompile(args) ? acceptAll() : Reflect.apply(target, thisArg, args)),
  });
}
