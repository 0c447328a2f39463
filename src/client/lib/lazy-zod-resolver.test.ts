import { expect, test } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "./lazy-zod-resolver";

const schema = z.object({ email: z.string().trim().email("Enter a valid email.") });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

test("the schema's messages and parsed values, as zodResolver gives them, with the schema loaded on the first check", async () => {
  let loads = 0;
  const resolver = lazyZodResolver(async () => {
    loads += 1;
    return schema;
  });
  expect(loads).toBe(0);
  const invalid = await resolver({ email: "nope" }, undefined, options);
  expect(invalid.errors.email?.message).toBe("Enter a valid email.");
  expect(invalid.values).toEqual({});
  const valid = await resolver({ email: "  ada@example.com " }, undefined, options);
  expect(valid).toEqual({ values: { email: "ada@example.com" }, errors: {} });
  expect(loads).toBe(1);
});

test("code that does not arrive lets the values through unchecked, and the next check tries again", async () => {
  let attempts = 0;
  const resolver = lazyZodResolver(async () => {
    attempts += 1;
    if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module");
    return schema;
  });
  expect(await resolver({ email: "nope" }, undefined, options)).toEqual({ values: { email: "nope" }, errors: {} });
  const retried = await resolver({ email: "nope" }, undefined, options);
  expect(retried.errors.email?.message).toBe("Enter a valid email.");
  expect(attempts).toBe(2);
});
