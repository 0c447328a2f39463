import type { OpenAPIV3_1 } from "openapi-types";

// Turns the OpenAPI document (/api/openapi.json) into what the /api-docs page shows: endpoints grouped by
// tag, each with who may call it, its inputs as rows of fields, and its answers with their error codes.

export type FieldRow = {
  /** `diagram.components[].label`: where the field sits in the input. */
  name: string;
  type: string;
  isRequired: boolean;
  /** Limits and allowed values in words: "1–100 characters", "one of: easy, medium, hard". */
  rules: string[];
  description?: string;
  /** Which of a body's several shapes the field belongs to (1, 2…), when it has several. */
  shape?: number;
};

export type EndpointView = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  isSignedIn: boolean;
  pathParams: FieldRow[];
  queryParams: FieldRow[];
  body?: { mediaType: string; fields: FieldRow[] };
  responses: { status: string; description: string; errorCodes: string[] }[];
};

export type EndpointGroup = { tag: string; endpoints: EndpointView[] };

/** The JSON Schema keywords the page reads (the document's schemas come from zod: lib/openapi.ts). */
type Schema = {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
/** How deep nested objects are listed field by field; deeper ones read "object". */
const MAX_DEPTH = 4;

export function describeType(schema: Schema): string {
  if (schema.enum) return "enum";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map((variant) => describeType(variant as Schema)))].join(" | ");
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : schema.type;
  if (type === "array") return `array of ${schema.items ? describeType(schema.items as Schema) : "any"}`;
  if (!type) return schema.properties ? "object" : "any";
  return schema.format ? `${type} (${schema.format})` : type;
}

export function describeRules(schema: Schema): string[] {
  const rules: string[] = [];
  const range = (low: number | undefined, high: number | undefined, unit: string) => {
    if (low !== undefined && high !== undefined) rules.push(`${low}–${high}${unit}`);
    else if (low !== undefined) rules.push(`at least ${low}${unit}`);
    else if (high !== undefined) rules.push(`at most ${high}${unit}`);
  };
  range(schema.minLength, schema.maxLength, " characters");
  range(schema.minimum, schema.maximum, "");
  range(schema.minItems, schema.maxItems, " items");
  if (schema.exclusiveMinimum !== undefined) rules.push(`more than ${schema.exclusiveMinimum}`);
  if (schema.exclusiveMaximum !== undefined) rules.push(`less than ${schema.exclusiveMaximum}`);
  if (schema.enum) rules.push(`one of: ${schema.enum.map(String).join(", ")}`);
  if (schema.pattern) rules.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.additionalProperties === false) rules.push("no other fields");
  return rules;
}

/** One row per field of an object schema, nested objects and arrays of objects flattened with dotted names. */
export function listFields(schema: Schema, prefix = "", depth = 0): FieldRow[] {
  // A body of several shapes (PATCH /api/interviews/{id}): each shape's fields, marked with its number.
  const variants = (schema.oneOf ?? schema.anyOf ?? []).filter((variant) => variant.properties);
  if (!schema.properties && variants.length > 0) {
    return variants.flatMap((variant, index) =>
      listFields(variant, prefix, depth).map((row) => ({
        ...row,
        shape: index + 1,
        rules: [`shape ${index + 1} of ${variants.length}`, ...row.rules],
      })),
    );
  }
  const required = new Set(schema.required ?? []);
  const rows: FieldRow[] = [];
  for (const [key, value] of Object.entries(schema.properties ?? {})) {
    const field = value as Schema;
    const name = prefix ? `${prefix}.${key}` : key;
    rows.push({
      name,
      type: describeType(field),
      isRequired: required.has(key) && field.default === undefined,
      rules: describeRules(field),
      ...(field.description ? { description: field.description } : {}),
    });
    if (depth >= MAX_DEPTH) continue;
    if (field.properties) rows.push(...listFields(field, name, depth + 1));
    const items = field.items as Schema | undefined;
    if (items?.properties) rows.push(...listFields(items, `${name}[]`, depth + 1));
  }
  return rows;
}

function listParams(operation: OpenAPIV3_1.OperationObject, where: "path" | "query"): FieldRow[] {
  return (operation.parameters ?? []).flatMap((parameter) => {
    if ("$ref" in parameter || parameter.in !== where) return [];
    const schema = (parameter.schema ?? {}) as Schema;
    return [
      {
        name: parameter.name,
        type: describeType(schema),
        isRequired: Boolean(parameter.required),
        rules: describeRules(schema),
        ...(parameter.description ? { description: parameter.description } : {}),
      },
    ];
  });
}

function readBody(operation: OpenAPIV3_1.OperationObject): EndpointView["body"] {
  const body = operation.requestBody;
  if (!body || "$ref" in body) return undefined;
  const [mediaType, media] = Object.entries(body.content)[0] ?? [];
  if (!mediaType) return undefined;
  return { mediaType, fields: listFields((media?.schema ?? {}) as Schema) };
}

function readResponses(operation: OpenAPIV3_1.OperationObject): EndpointView["responses"] {
  return Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const content = "content" in response ? response.content?.["application/json"] : undefined;
    const error = (content?.schema as Schema | undefined)?.properties?.error as Schema | undefined;
    const code = error?.properties?.code as Schema | undefined;
    return {
      status,
      description: ("description" in response ? response.description : "") ?? "",
      errorCodes: (code?.enum ?? []).map(String),
    };
  });
}

/** The document's endpoints by tag, in the document's order (the JSON of /api/openapi.json, OpenAPI 3.1). */
export function readApiDocument(json: unknown): EndpointGroup[] {
  const document = json as OpenAPIV3_1.Document;
  const groups = new Map<string, EndpointView[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "Other";
      const endpoint: EndpointView = {
        id: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-").replace(/-$/, ""),
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? "",
        ...(operation.description ? { description: operation.description } : {}),
        isSignedIn: (operation.security ?? []).length > 0,
        pathParams: listParams(operation, "path"),
        queryParams: listParams(operation, "query"),
        body: readBody(operation),
        responses: readResponses(operation),
      };
      groups.set(tag, [...(groups.get(tag) ?? []), endpoint]);
    }
  }
  return [...groups].map(([tag, endpoints]) => ({ tag, endpoints }));
}
