import { z } from "zod";
import type { DiagramInput } from "./diagram";

// The System Design Lab's Concept Library (the product's four groups and sixteen names, exactly):
// the concepts' ids and shape. Their texts are in concept-texts.ts; the scenarios of the built-in library
// name the concepts they need (content/scenarios/*.json, `concepts`), and the lab lists them under each.

export const CONCEPT_IDS = [
  "load-balancing",
  "horizontal-scaling",
  "database-sharding",
  "microservices",
  "sql-vs-nosql",
  "acid-properties",
  "cap-theorem",
  "data-partitioning",
  "cdn",
  "redis",
  "cache-strategies",
  "cache-invalidation",
  "rest-apis",
  "graphql",
  "message-queues",
  "websockets",
] as const;
export type ConceptId = (typeof CONCEPT_IDS)[number];

export const conceptIdSchema = z.enum(CONCEPT_IDS, {
  error: `A concept must be one of: ${CONCEPT_IDS.join(", ")}.`,
});

export const CONCEPT_GROUPS = ["Scalability Patterns", "Storage Systems", "Caching", "Communication"] as const;
export type ConceptGroup = (typeof CONCEPT_GROUPS)[number];

/**
 * A concept's example: architectural concepts get a tiny diagram (2–5 components, every connection
 * labelled), the others a short concrete exchange (a request and its response, a transaction…).
 */
export type ConceptExample =
  | { kind: "diagram"; caption: string; diagram: DiagramInput }
  | { kind: "exchange"; caption: string; steps: { label: string; body: string }[] };

export type Concept = {
  id: ConceptId;
  name: string;
  group: ConceptGroup;
  /** One line, shown in the library's list. */
  summary: string;
  whatItIs: string;
  whenToUse: string;
  /** 2–4 points. */
  tradeOffs: string[];
  example: ConceptExample;
};
