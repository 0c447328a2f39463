import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/v4/core";

/**
 * react-hook-form's zod resolver for a schema that arrives with the form's first check (a form checks
 * on submit), so a page with a form paints and hydrates without evaluating zod: on the login page,
 * zod and its resolver were about 25 ms of one task after the first paint on this machine, four times
 * that on Lighthouse's phone. Should the code not arrive (offline), the values go on unchecked: the
 * server checks them anyway and its answer, or the failed request, is what the user sees; the next
 * check tries again.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.$ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
    );
    try {
      const resolve = await loading;
      return await resolve(values, context, options);
    } catch {
      loading = undefined;
      return { values: values as unknown as Output, errors: {} };
    }
  };
}
