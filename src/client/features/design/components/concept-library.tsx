const CONCEPT_GROUPS: { title: string; concepts: { name: string; explanation: string }[] }[] = [
  {
    title: "Scalability Patterns",
    concepts: [
      {
        name: "Load Balancing",
        explanation:
          "Spread requests across several servers so no single one is overloaded and a failed one can be taken out of rotation.",
      },
      {
        name: "Horizontal Scaling",
        explanation:
          "Add more machines instead of bigger ones; it needs stateless services so any instance can serve any request.",
      },
      {
        name: "Database Sharding",
        explanation:
          "Split data across databases by a shard key so each holds a part; choose a key that spreads load evenly.",
      },
      {
        name: "Microservices",
        explanation:
          "Split a system into small services that deploy and scale independently, at the cost of network calls and operational overhead.",
      },
    ],
  },
  {
    title: "Storage Systems",
    concepts: [
      {
        name: "SQL vs NoSQL",
        explanation:
          "Relational databases give joins, schemas and transactions; NoSQL stores trade some of these for flexible schemas and easy scale-out.",
      },
      {
        name: "ACID Properties",
        explanation:
          "Atomicity, Consistency, Isolation, Durability: the guarantees that keep transactions correct when things fail or run concurrently.",
      },
      {
        name: "CAP Theorem",
        explanation: "During a network partition a distributed store must choose between consistency and availability.",
      },
      {
        name: "Data Partitioning",
        explanation:
          "Divide data by range, hash or directory so reads and writes are spread and each part stays a manageable size.",
      },
    ],
  },
  {
    title: "Caching",
    concepts: [
      {
        name: "CDN",
        explanation:
          "Edge servers near users hold static and cacheable content, cutting latency and load on the origin.",
      },
      {
        name: "Redis",
        explanation:
          "An in-memory key-value store used for caches, sessions, counters, leaderboards and simple queues.",
      },
      {
        name: "Cache Strategies",
        explanation:
          "Cache-aside, read-through, write-through and write-back differ in who fills the cache and when writes reach the database.",
      },
      {
        name: "Cache Invalidation",
        explanation:
          "Keep cached data fresh with expiry times, explicit deletes on write, or versioned keys; stale reads are the trade-off.",
      },
    ],
  },
  {
    title: "Communication",
    concepts: [
      {
        name: "REST APIs",
        explanation:
          "Resources addressed by URLs and manipulated with HTTP verbs; simple, cacheable and widely understood.",
      },
      {
        name: "GraphQL",
        explanation:
          "Clients ask for exactly the fields they need in one query; flexible, but caching and cost control take more work.",
      },
      {
        name: "Message Queues",
        explanation:
          "Producers hand work to a queue that consumers process later, decoupling services and absorbing traffic spikes.",
      },
      {
        name: "WebSockets",
        explanation:
          "A long-lived two-way connection for real-time updates such as chat, notifications and live dashboards.",
      },
    ],
  },
];

export function ConceptLibrary() {
  return (
    <section
      aria-labelledby="concept-library-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id="concept-library-title" className="text-lg font-semibold text-slate-900">
        Concept Library
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {CONCEPT_GROUPS.map((group) => (
          <div key={group.title}>
            <h4 className="text-sm font-semibold text-slate-900">{group.title}</h4>
            <ul className="mt-2 space-y-1">
              {group.concepts.map((concept) => (
                <li key={concept.name}>
                  <details className="rounded-lg border border-slate-200 px-3 py-2">
                    <summary className="cursor-pointer rounded text-sm font-medium text-slate-800">
                      {concept.name}
                    </summary>
                    <p className="mt-2 text-sm text-slate-700">{concept.explanation}</p>
                  </details>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
