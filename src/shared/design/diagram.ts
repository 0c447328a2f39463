import { z } from "zod";

// The system design diagram as the editor saves it, the server stores it and the design rules read it.

export const COMPONENT_KINDS = [
  "client",
  "dns",
  "cdn",
  "load-balancer",
  "api-gateway",
  "service",
  "worker",
  "cache",
  "sql-database",
  "nosql-database",
  "read-replica",
  "message-queue",
  "object-storage",
  "search-index",
  "rate-limiter",
  "external-service",
] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

export const COMPONENT_KIND_LABELS: Record<ComponentKind, string> = {
  client: "Client",
  dns: "DNS",
  cdn: "CDN",
  "load-balancer": "Load balancer",
  "api-gateway": "API gateway",
  service: "Service",
  worker: "Worker",
  cache: "Cache",
  "sql-database": "SQL database",
  "nosql-database": "NoSQL database",
  "read-replica": "Read replica",
  "message-queue": "Message queue",
  "object-storage": "Object storage",
  "search-index": "Search index",
  "rate-limiter": "Rate limiter",
  "external-service": "External service",
};

export const MAX_COMPONENTS = 300;
export const MAX_CONNECTIONS = 600;
export const MAX_ID_LENGTH = 64;
export const MAX_COMPONENT_LABEL_LENGTH = 60;
export const MAX_NOTE_LENGTH = 500;
export const MAX_CONNECTION_LABEL_LENGTH = 60;
export const MAX_REPLICAS = 100;

const idSchema = z
  .string()
  .min(1, "An id cannot be empty.")
  .max(MAX_ID_LENGTH, `An id can have at most ${MAX_ID_LENGTH} characters.`);

export const componentKindSchema = z.enum(COMPONENT_KINDS, {
  error: `A component's kind must be one of: ${COMPONENT_KINDS.join(", ")}.`,
});

export const componentSchema = z.object({
  id: idSchema,
  kind: componentKindSchema,
  label: z
    .string()
    .trim()
    .min(1, "A component needs a name.")
    .max(MAX_COMPONENT_LABEL_LENGTH, `A component's name can have at most ${MAX_COMPONENT_LABEL_LENGTH} characters.`),
  note: z
    .string()
    .max(MAX_NOTE_LENGTH, `A component's note can have at most ${MAX_NOTE_LENGTH} characters.`)
    .optional(),
  position: z.object({ x: z.number().finite(), y: z.number().finite() }),
  /** Instances of the component; 2 or more means it is redundant. */
  replicas: z
    .number()
    .int()
    .min(1, "A component has at least 1 instance.")
    .max(MAX_REPLICAS, `A component can have at most ${MAX_REPLICAS} instances.`)
    .default(1),
});
export type DiagramComponent = z.infer<typeof componentSchema>;

export const connectionSchema = z.object({
  id: idSchema,
  from: idSchema,
  to: idSchema,
  /** What flows along it: "HTTPS", "writes", "events". */
  label: z
    .string()
    .trim()
    .max(
      MAX_CONNECTION_LABEL_LENGTH,
      `A connection's label can have at most ${MAX_CONNECTION_LABEL_LENGTH} characters.`,
    )
    .optional(),
});
export type DiagramConnection = z.infer<typeof connectionSchema>;

export const diagramSchema = z
  .object({
    components: z
      .array(componentSchema)
      .max(MAX_COMPONENTS, `A diagram can have at most ${MAX_COMPONENTS} components.`),
    connections: z
      .array(connectionSchema)
      .max(MAX_CONNECTIONS, `A diagram can have at most ${MAX_CONNECTIONS} connections.`),
  })
  .superRefine((diagram, context) => {
    const componentIds = new Set<string>();
    diagram.components.forEach((component, index) => {
      if (componentIds.has(component.id))
        context.addIssue({
          code: "custom",
          path: ["components", index, "id"],
          message: `Two components share the id "${component.id}".`,
        });
      componentIds.add(component.id);
    });
    const connectionIds = new Set<string>();
    diagram.connections.forEach((connection, index) => {
      const where = ["connections", index];
      if (connectionIds.has(connection.id))
        context.addIssue({
          code: "custom",
          path: [...where, "id"],
          message: `Two connections share the id "${connection.id}".`,
        });
      connectionIds.add(connection.id);
      for (const end of ["from", "to"] as const) {
        if (!componentIds.has(connection[end]))
          context.addIssue({
            code: "custom",
            path: [...where, end],
            message: `Connection "${connection.id}" names a component that is not in the diagram: "${connection[end]}".`,
          });
      }
      if (connection.from === connection.to)
        context.addIssue({
          code: "custom",
          path: where,
          message: `Connection "${connection.id}" connects a component to itself.`,
        });
    });
  });
export type Diagram = z.infer<typeof diagramSchema>;
/** A diagram as written before defaults apply (replicas may be left out). */
export type DiagramInput = z.input<typeof diagramSchema>;
