import { expect, test } from "vitest";
import { describeRules, listFields, readApiDocument } from "./read-api-document";

const DOCUMENT = {
  openapi: "3.1.0",
  paths: {
    "/api/things/{id}": {
      put: {
        tags: ["Things"],
        summary: "Save a thing",
        security: [{ session: [] }],
        parameters: [{ in: "path", name: "id", required: true, schema: { type: "string" } }],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["name"],
                properties: {
                  name: { type: "string", minLength: 1, maxLength: 100 },
                  size: { type: "integer", minimum: 0, maximum: 5, default: 1 },
                  tags: { type: "array", items: { type: "object", properties: { label: { type: "string" } } } },
                },
              },
            },
          },
        },
        responses: {
          "200": { description: "`{thing}`" },
          "404": {
            description: "NOT_FOUND",
            content: {
              "application/json": {
                schema: { properties: { error: { properties: { code: { type: "string", enum: ["NOT_FOUND"] } } } } },
              },
            },
          },
        },
      },
    },
    "/api/health": { get: { tags: ["Public"], summary: "Liveness", security: [], responses: { "200": {} } } },
  },
};

test("the document reads as endpoints by tag with who may call them, their fields and their error codes", () => {
  const [things, open] = readApiDocument(DOCUMENT);
  expect(things?.tag).toBe("Things");
  const endpoint = things?.endpoints[0];
  expect(endpoint).toMatchObject({ method: "PUT", path: "/api/things/{id}", isSignedIn: true });
  expect(endpoint?.pathParams).toEqual([{ name: "id", type: "string", isRequired: true, rules: [] }]);
  expect(endpoint?.body?.fields.map((field) => [field.name, field.type, field.isRequired])).toEqual([
    ["name", "string", true],
    ["size", "integer", false],
    ["tags", "array of object", false],
    ["tags[].label", "string", false],
  ]);
  expect(endpoint?.responses).toEqual([
    { status: "200", description: "`{thing}`", errorCodes: [] },
    { status: "404", description: "NOT_FOUND", errorCodes: ["NOT_FOUND"] },
  ]);
  expect(open?.endpoints[0]?.isSignedIn).toBe(false);
});

test("limits read as words", () => {
  expect(describeRules({ minLength: 1, maxLength: 100 })).toEqual(["1–100 characters"]);
  expect(describeRules({ maximum: 100, default: 20 })).toEqual(["at most 100", "default 20"]);
  expect(describeRules({ enum: ["easy", "hard"], additionalProperties: false })).toEqual([
    "one of: easy, hard",
    "no other fields",
  ]);
  expect(listFields({ properties: { a: { type: ["string", "null"] } } })[0]?.type).toBe("string | null");
});

test("a body of several shapes lists each shape's fields, numbered", () => {
  const rows = listFields({
    oneOf: [
      { type: "object", required: ["action"], properties: { action: { type: "string", enum: ["next", "end"] } } },
      {
        type: "object",
        properties: { action: { const: "rate" }, rating: { type: "integer", minimum: 1, maximum: 5 } },
      },
    ],
  });
  expect(rows.map((row) => [row.name, row.type, row.rules[0]])).toEqual([
    ["action", "enum", "shape 1 of 2"],
    ["action", '"rate"', "shape 2 of 2"],
    ["rating", "integer", "shape 2 of 2"],
  ]);
});
