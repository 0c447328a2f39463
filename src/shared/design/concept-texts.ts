import { CONCEPT_GROUPS, type Concept, type ConceptGroup, type ConceptId } from "./concepts";
import type { ComponentKind } from "./diagram";

// The sixteen concepts of the Concept Library explained in our own words: what each is, when to use it,
// its trade-offs and a small example (concepts.ts describes the shape).

// Diagrams are laid out on a grid of three columns and up to four rows, top to bottom, so that they
// stay readable when the panel is a phone's width.
const box = (id: string, kind: ComponentKind, label: string, column: number, row: number, replicas = 1) => ({
  id,
  kind,
  label,
  position: { x: column * 150, y: row * 100 },
  replicas,
});
const link = (from: string, to: string, label: string) => ({ id: `${from}-${to}`, from, to, label });

export const CONCEPTS: readonly Concept[] = [
  {
    id: "load-balancing",
    name: "Load Balancing",
    group: "Scalability Patterns",
    summary:
      "Spread requests across several servers so no single one is overloaded and a failed one can be taken out of rotation.",
    whatItIs:
      "A load balancer is the single address clients talk to. It forwards each request to one of several identical servers behind it (round robin, least connections or a hash of the client), and it checks their health so that a server that stops answering stops receiving traffic.",
    whenToUse:
      "As soon as one server is not enough for the traffic, or when the service must stay up while a server fails or is being deployed.",
    tradeOffs: [
      "Adds a network hop and a component that must itself be redundant (a pair, or a managed one).",
      "Works best when servers are stateless; sticky sessions keep state but spread load unevenly.",
      "Layer 4 balancing is fast but blind to URLs; layer 7 can route by path or header at more cost.",
    ],
    example: {
      kind: "diagram",
      caption: "One address in front, three interchangeable servers behind it.",
      diagram: {
        components: [
          box("client", "client", "Browser", 1, 0),
          box("lb", "load-balancer", "Load balancer", 1, 1),
          box("app-1", "service", "App server 1", 0, 2),
          box("app-2", "service", "App server 2", 1, 2),
          box("app-3", "service", "App server 3", 2, 2),
        ],
        connections: [
          link("client", "lb", "HTTPS"),
          link("lb", "app-1", "requests"),
          link("lb", "app-2", "requests"),
          link("lb", "app-3", "requests"),
        ],
      },
    },
  },
  {
    id: "horizontal-scaling",
    name: "Horizontal Scaling",
    group: "Scalability Patterns",
    summary:
      "Add more machines instead of bigger ones; it needs stateless services so any instance can serve any request.",
    whatItIs:
      "Scaling out means running more copies of a component rather than moving it to a larger machine (scaling up). To make the copies interchangeable, the state they would keep in memory, such as sessions or uploads, moves to a shared store.",
    whenToUse:
      "When load grows past what one machine can do at a sensible price, when traffic swings during the day, or when losing one machine must not take the service down.",
    tradeOffs: [
      "Nearly unlimited capacity and no single machine to lose, but more machines to deploy and watch.",
      "Shared state moves to a cache or database, which can become the next bottleneck.",
      "A bigger machine is simpler and often enough for a long time; scale out when numbers demand it.",
    ],
    example: {
      kind: "diagram",
      caption: "Four identical API instances; sessions live in a shared store, so any instance can answer.",
      diagram: {
        components: [
          box("client", "client", "Mobile app", 1, 0),
          box("lb", "load-balancer", "Load balancer", 1, 1),
          box("api", "service", "API server", 1, 2, 4),
          box("sessions", "cache", "Session store", 0, 3),
          box("db", "sql-database", "Database", 2, 3),
        ],
        connections: [
          link("client", "lb", "HTTPS"),
          link("lb", "api", "any instance"),
          link("api", "sessions", "sessions"),
          link("api", "db", "queries"),
        ],
      },
    },
  },
  {
    id: "database-sharding",
    name: "Database Sharding",
    group: "Scalability Patterns",
    summary: "Split data across databases by a shard key so each holds a part; choose a key that spreads load evenly.",
    whatItIs:
      "Sharding splits one logical database into several physical ones. Every row belongs to exactly one shard, chosen from a shard key (a user id, a tenant id); the application or a routing layer sends each query to the shard that owns the key.",
    whenToUse:
      "When one database can no longer hold the data or absorb the writes, even after indexes, caching and read replicas.",
    tradeOffs: [
      "Writes and storage grow with the number of shards.",
      "Queries and transactions that span shards become slow or impossible; choose the key so most stay on one.",
      "A poor key creates hot shards, and moving data to add shards is a project of its own.",
    ],
    example: {
      kind: "diagram",
      caption: "The service picks a shard from the user id; each shard holds a third of the users.",
      diagram: {
        components: [
          box("service", "service", "Profile service", 1, 0),
          box("shard-0", "sql-database", "Shard 0", 0, 1),
          box("shard-1", "sql-database", "Shard 1", 1, 1),
          box("shard-2", "sql-database", "Shard 2", 2, 1),
        ],
        connections: [
          link("service", "shard-0", "id % 3 = 0"),
          link("service", "shard-1", "id % 3 = 1"),
          link("service", "shard-2", "id % 3 = 2"),
        ],
      },
    },
  },
  {
    id: "microservices",
    name: "Microservices",
    group: "Scalability Patterns",
    summary:
      "Split a system into small services that deploy and scale independently, at the cost of network calls and operational overhead.",
    whatItIs:
      "A microservice architecture divides an application by business capability (orders, payments, search). Each service owns its data, is deployed on its own and talks to the others through APIs or events instead of shared tables.",
    whenToUse:
      "When several teams need to ship independently, or parts of the system have very different load or reliability needs. A small team is usually faster with one well-structured application.",
    tradeOffs: [
      "Teams deploy and scale their part without waiting for others.",
      "Every call between services can fail or be slow: timeouts, retries and tracing become necessary.",
      "Data is split, so a change spanning services needs events or a saga instead of one transaction.",
    ],
    example: {
      kind: "diagram",
      caption: "Orders and payments are separate services; an event connects them instead of a shared table.",
      diagram: {
        components: [
          box("client", "client", "Shop app", 1, 0),
          box("gateway", "api-gateway", "API gateway", 1, 1),
          box("orders", "service", "Orders service", 0, 2),
          box("queue", "message-queue", "Event bus", 1, 3),
          box("payments", "service", "Payments service", 2, 2),
        ],
        connections: [
          link("client", "gateway", "HTTPS"),
          link("gateway", "orders", "POST /orders"),
          link("orders", "queue", "OrderPlaced"),
          link("queue", "payments", "events"),
        ],
      },
    },
  },
  {
    id: "sql-vs-nosql",
    name: "SQL vs NoSQL",
    group: "Storage Systems",
    summary:
      "Relational databases give joins, schemas and transactions; NoSQL stores trade some of these for flexible schemas and easy scale-out.",
    whatItIs:
      "A relational (SQL) database stores rows in tables with a fixed schema and answers any query with joins and transactions. NoSQL is a family: key-value, document, wide-column and graph stores, each built around a few access patterns and usually designed to spread over many machines.",
    whenToUse:
      "Start from the access patterns: relations, ad-hoc queries and money call for SQL; huge write volumes, simple lookups by key or schemaless records suit a NoSQL store.",
    tradeOffs: [
      "SQL: strong guarantees and flexible queries, but scaling writes past one machine takes effort.",
      "NoSQL: scales out and absorbs heavy writes, but joins and cross-record transactions are limited or absent.",
      "NoSQL data is modelled around known queries; a new question may need a new table or index.",
    ],
    example: {
      kind: "exchange",
      caption: "The same order, read from a relational database and from a document store.",
      steps: [
        {
          label: "SQL: join two tables",
          body: "SELECT o.id, o.total, c.name\nFROM orders o JOIN customers c ON c.id = o.customer_id\nWHERE o.id = 42;",
        },
        {
          label: "NoSQL: fetch one document by key",
          body: 'orders.get(42)\n→ { "id": 42, "total": 59.90,\n    "customer": { "name": "Ada" },\n    "items": [{ "sku": "MUG-1", "qty": 2 }] }',
        },
      ],
    },
  },
  {
    id: "acid-properties",
    name: "ACID Properties",
    group: "Storage Systems",
    summary:
      "Atomicity, Consistency, Isolation, Durability: the guarantees that keep transactions correct when things fail or run concurrently.",
    whatItIs:
      "A transaction groups several writes. Atomicity: all of them happen or none. Consistency: the database's rules (constraints, foreign keys) hold afterwards. Isolation: concurrent transactions do not see each other's half-done work. Durability: once committed, a crash does not undo it.",
    whenToUse:
      "Wherever a half-applied change is a bug someone pays for: money, inventory, bookings, anything that must never be sold or counted twice.",
    tradeOffs: [
      "Correctness by construction: the application does not have to repair partial writes.",
      "Stronger isolation levels cost throughput through locks, waits and retried transactions.",
      "Transactions spanning machines or services are slow and complex; keep them within one database.",
    ],
    example: {
      kind: "exchange",
      caption: "Moving 50 between two accounts: if anything fails before COMMIT, neither balance changes.",
      steps: [
        {
          label: "Transaction",
          body: "BEGIN;\nUPDATE accounts SET balance = balance - 50 WHERE id = 'alice';\nUPDATE accounts SET balance = balance + 50 WHERE id = 'bob';\nCOMMIT;",
        },
        {
          label: "If the server crashes after the first UPDATE",
          body: "On restart the transaction is rolled back:\nalice and bob keep their old balances.",
        },
      ],
    },
  },
  {
    id: "cap-theorem",
    name: "CAP Theorem",
    group: "Storage Systems",
    summary: "During a network partition a distributed store must choose between consistency and availability.",
    whatItIs:
      "When the network between a store's nodes breaks (a partition), a node that cannot reach the others has two options: refuse requests so that nobody reads stale data (consistency), or answer with what it has (availability). Without a partition a system can have both; the theorem is about that choice when links fail.",
    whenToUse:
      "Whenever data is replicated across machines or regions: decide per kind of data what happens when replicas cannot talk to each other.",
    tradeOffs: [
      "Choosing consistency: balances, bookings and usernames stay correct, but some requests fail during a partition.",
      "Choosing availability: every request gets an answer, which may be stale; conflicting writes must be merged later.",
      "Even without partitions, stronger consistency costs latency (the PACELC refinement of CAP).",
    ],
    example: {
      kind: "exchange",
      caption: "Two replicas lose their link; a user wrote to A and now reads from B.",
      steps: [
        { label: "Write to replica A", body: 'PUT /profile/7  { "city": "Lisbon" }  → 200 OK' },
        {
          label: "Consistent (CP) replica B",
          body: "GET /profile/7  → 503 Service Unavailable (cannot confirm the latest value)",
        },
        {
          label: "Available (AP) replica B",
          body: 'GET /profile/7  → 200 OK  { "city": "Porto" }  (stale until the link heals)',
        },
      ],
    },
  },
  {
    id: "data-partitioning",
    name: "Data Partitioning",
    group: "Storage Systems",
    summary:
      "Divide data by range, hash or directory so reads and writes are spread and each part stays a manageable size.",
    whatItIs:
      "Partitioning decides which part of a data set a record lives in. Range partitioning keeps neighbouring keys together (good for time ranges), hash partitioning spreads keys evenly, and a directory maps each key to its place explicitly. Sharding is partitioning across machines; the same idea applies to queues, caches and tables.",
    whenToUse:
      "When a data set or its traffic outgrows one node or one table, or when old data should be cheap to drop (one partition per month).",
    tradeOffs: [
      "Range: efficient scans, but recent keys (today's timestamps) all land on one partition.",
      "Hash: even load, but a range query must ask every partition.",
      "Changing the number of partitions moves data; consistent hashing keeps the amount moved small.",
    ],
    example: {
      kind: "exchange",
      caption: "Where two records go under each scheme (8 partitions).",
      steps: [
        {
          label: "Hash partitioning",
          body: 'partition = hash("user:1234") % 8  → 5\npartition = hash("user:1235") % 8  → 2',
        },
        {
          label: "Range partitioning",
          body: "event on 2026-03-14  → partition events_2026_03\nevent on 2026-04-02  → partition events_2026_04",
        },
      ],
    },
  },
  {
    id: "cdn",
    name: "CDN",
    group: "Caching",
    summary: "Edge servers near users hold static and cacheable content, cutting latency and load on the origin.",
    whatItIs:
      "A content delivery network is a set of caching servers in many cities. Users are routed to the nearest edge, which serves files it already holds and fetches the rest from your origin once, keeping them for their cache lifetime.",
    whenToUse:
      "For images, video, scripts, downloads and any public response that many users request: the bigger and more popular the bytes, the more a CDN saves.",
    tradeOffs: [
      "Much lower latency worldwide and far less bandwidth and load on the origin.",
      "Purging changed content takes time; versioned file names avoid the problem.",
      "Private or personalised responses are hard to cache at the edge, and traffic is billed per byte.",
    ],
    example: {
      kind: "diagram",
      caption: "Static files come from the nearest edge; API calls still go to the servers.",
      diagram: {
        components: [
          box("client", "client", "Browser", 1, 0),
          box("cdn", "cdn", "CDN edge", 0, 1),
          box("origin", "object-storage", "Image bucket", 0, 2),
          box("api", "service", "API servers", 2, 1),
        ],
        connections: [
          link("client", "cdn", "GET /img/cat.jpg"),
          link("cdn", "origin", "on a miss"),
          link("client", "api", "API calls"),
        ],
      },
    },
  },
  {
    id: "redis",
    name: "Redis",
    group: "Caching",
    summary: "An in-memory key-value store used for caches, sessions, counters, leaderboards and simple queues.",
    whatItIs:
      "Redis keeps data in memory and offers data structures, not just strings: hashes, lists, sets, sorted sets and streams, each with atomic commands. Reads and writes take well under a millisecond, and expiry times are built in.",
    whenToUse:
      "As a cache in front of a slower database, for session data, rate-limit counters (INCR with an expiry), leaderboards (sorted sets), locks with a timeout and light pub/sub.",
    tradeOffs: [
      "Very fast and simple, with atomic operations that remove race conditions in counters.",
      "Memory is expensive, so the data set must fit in RAM across the cluster.",
      "Persistence and replication are weaker than a database's: keep the source of truth elsewhere.",
    ],
    example: {
      kind: "diagram",
      caption: "A game leaderboard in a sorted set; the database keeps the durable copy of every score.",
      diagram: {
        components: [
          box("client", "client", "Game client", 1, 0),
          box("api", "service", "Score service", 1, 1),
          box("redis", "cache", "Redis", 0, 2),
          box("db", "sql-database", "Scores DB", 2, 2),
        ],
        connections: [
          link("client", "api", "HTTPS"),
          link("api", "redis", "ZADD / ZREVRANK"),
          link("api", "db", "durable copy"),
        ],
      },
    },
  },
  {
    id: "cache-strategies",
    name: "Cache Strategies",
    group: "Caching",
    summary:
      "Cache-aside, read-through, write-through and write-back differ in who fills the cache and when writes reach the database.",
    whatItIs:
      "Cache-aside: the application reads the cache and, on a miss, reads the database and fills the cache. Read-through: the cache does that itself. Write-through: every write goes to the cache and the database together. Write-back: writes go to the cache and reach the database later.",
    whenToUse:
      "Cache-aside is the usual default for read-heavy data. Write-through when data is read right after it is written; write-back only when losing recent writes is acceptable.",
    tradeOffs: [
      "Cache-aside caches only what is read, but the first read of each key is slow.",
      "Write-through keeps the cache fresh at the cost of slower writes.",
      "Write-back absorbs write bursts but can lose data if the cache fails before flushing.",
    ],
    example: {
      kind: "diagram",
      caption: "Cache-aside: read the cache first; on a miss read the database and store the answer.",
      diagram: {
        components: [
          box("client", "client", "Browser", 1, 0),
          box("api", "service", "Product API", 1, 1),
          box("cache", "cache", "Cache", 0, 2),
          box("db", "sql-database", "Database", 2, 2),
        ],
        connections: [
          link("client", "api", "GET /products/42"),
          link("api", "cache", "1 get, 3 set"),
          link("api", "db", "2 on a miss"),
        ],
      },
    },
  },
  {
    id: "cache-invalidation",
    name: "Cache Invalidation",
    group: "Caching",
    summary:
      "Keep cached data fresh with expiry times, explicit deletes on write, or versioned keys; stale reads are the trade-off.",
    whatItIs:
      "Once data is copied into a cache, the copy can go out of date. Invalidation is how it gets refreshed: let entries expire after a time to live (TTL), delete the key whenever the source changes, or change the key itself (a version in the name) so old copies are never read again.",
    whenToUse:
      "Every cache needs a rule. Decide from how stale each kind of data may be: a price may be seconds old, a like count minutes, a deleted message never.",
    tradeOffs: [
      "A TTL alone is simple but serves stale data until it expires.",
      "Deleting on write keeps data fresh but every writer must remember to do it, and races can re-cache old values.",
      "Versioned keys never serve stale data but leave old entries to be evicted.",
    ],
    example: {
      kind: "exchange",
      caption: "A price change deletes the cached product; the next read refills it with a 5-minute TTL.",
      steps: [
        { label: "Write", body: "UPDATE products SET price = 19 WHERE id = 42;\nDEL product:42" },
        {
          label: "Next read",
          body: "GET product:42        → (nil), a miss\nSELECT * FROM products WHERE id = 42;\nSET product:42 <row> EX 300",
        },
      ],
    },
  },
  {
    id: "rest-apis",
    name: "REST APIs",
    group: "Communication",
    summary: "Resources addressed by URLs and manipulated with HTTP verbs; simple, cacheable and widely understood.",
    whatItIs:
      "A REST API exposes resources (orders, users, links) at URLs and acts on them with HTTP methods: GET reads, POST creates, PUT or PATCH changes, DELETE removes. Status codes say what happened, and GET responses can be cached by browsers and CDNs.",
    whenToUse:
      "The default for public and service-to-service APIs, where simplicity, HTTP caching and universal tooling matter more than fetching exactly the right fields.",
    tradeOffs: [
      "Simple and cacheable, and every client and proxy understands it.",
      "A screen may need several requests, or get more fields than it uses.",
      "Retries need care: make POSTs idempotent with an idempotency key so a retry does not create twice.",
    ],
    example: {
      kind: "exchange",
      caption: "Creating a short link, then following it.",
      steps: [
        {
          label: "Request",
          body: 'POST /api/links\nIdempotency-Key: 7f3c…\n{ "url": "https://example.com/a/very/long/path" }',
        },
        { label: "Response", body: '201 Created\nLocation: /api/links/ab12cd\n{ "code": "ab12cd" }' },
        { label: "Redirect", body: "GET /ab12cd  → 302 Found\nLocation: https://example.com/a/very/long/path" },
      ],
    },
  },
  {
    id: "graphql",
    name: "GraphQL",
    group: "Communication",
    summary:
      "Clients ask for exactly the fields they need in one query; flexible, but caching and cost control take more work.",
    whatItIs:
      "A GraphQL server publishes a typed schema of objects and their relations. The client sends one query that names exactly the fields it wants, across related objects, and receives a response of the same shape, usually through a single POST endpoint.",
    whenToUse:
      "When many clients (phone, TV, web) need different slices of the same data, or a screen would otherwise make many REST calls, such as a feed with authors, counts and comments.",
    tradeOffs: [
      "One round trip, no over-fetching, and a schema that documents itself.",
      "HTTP caching by URL no longer works; caching moves into clients and resolvers.",
      "A single query can be very expensive: depth limits, cost analysis and batched resolvers are needed.",
    ],
    example: {
      kind: "exchange",
      caption: "A feed screen asks for the posts, their authors and like counts in one request.",
      steps: [
        { label: "Query", body: "query {\n  feed(first: 2) {\n    text\n    author { name }\n    likeCount\n  }\n}" },
        {
          label: "Response",
          body: '{ "data": { "feed": [\n  { "text": "Hello", "author": { "name": "Ada" }, "likeCount": 12 },\n  { "text": "Ship it", "author": { "name": "Lin" }, "likeCount": 3 }\n] } }',
        },
      ],
    },
  },
  {
    id: "message-queues",
    name: "Message Queues",
    group: "Communication",
    summary:
      "Producers hand work to a queue that consumers process later, decoupling services and absorbing traffic spikes.",
    whatItIs:
      "A queue or log (RabbitMQ, SQS, Kafka) stores messages durably between the service that produces them and the workers that consume them. The producer answers quickly; workers take messages at their own pace, and a message is redelivered if a worker fails before acknowledging it.",
    whenToUse:
      "For slow or failure-prone work that the user should not wait for (emails, transcoding, analytics), to absorb bursts, and to fan one event out to several consumers.",
    tradeOffs: [
      "Fast responses, spikes smoothed out and services that can fail independently.",
      "Processing becomes eventually consistent: the result appears later, not in the response.",
      "Messages can arrive twice or out of order: consumers must be idempotent, and the queue must be watched.",
    ],
    example: {
      kind: "diagram",
      caption: "The upload returns at once; workers transcode the video from the queue.",
      diagram: {
        components: [
          box("client", "client", "Uploader", 1, 0),
          box("api", "service", "Upload API", 1, 1),
          box("queue", "message-queue", "Job queue", 1, 2),
          box("worker", "worker", "Transcoder", 0, 3, 3),
          box("storage", "object-storage", "Video storage", 2, 3),
        ],
        connections: [
          link("client", "api", "POST /videos"),
          link("api", "queue", "transcode job"),
          link("queue", "worker", "jobs"),
          link("worker", "storage", "renditions"),
        ],
      },
    },
  },
  {
    id: "websockets",
    name: "WebSockets",
    group: "Communication",
    summary: "A long-lived two-way connection for real-time updates such as chat, notifications and live dashboards.",
    whatItIs:
      "A WebSocket starts as an HTTP request that is upgraded into a persistent connection. Afterwards either side can send messages at any time, without the overhead of a new request, so the server can push updates the moment they happen.",
    whenToUse:
      "Chat, presence, live comments, collaborative editing, games and live dashboards: anything where the server must push updates within a second. For rare updates, polling or server-sent events are simpler.",
    tradeOffs: [
      "Low latency in both directions, with little overhead per message.",
      "Every connected user holds a connection: servers are stateful and need a registry of who is connected where.",
      "Load balancers, reconnects and missed messages during a reconnect must be handled explicitly.",
    ],
    example: {
      kind: "exchange",
      caption: "A chat client upgrades its connection, then messages flow both ways on it.",
      steps: [
        {
          label: "Handshake",
          body: "GET /chat HTTP/1.1\nUpgrade: websocket\nConnection: Upgrade\n→ 101 Switching Protocols",
        },
        { label: "Client sends", body: '{ "type": "send", "room": "42", "text": "On my way" }' },
        { label: "Server pushes", body: '{ "type": "message", "room": "42", "from": "Lin", "text": "See you soon" }' },
      ],
    },
  },
];

const CONCEPTS_BY_ID = new Map<string, Concept>(CONCEPTS.map((concept) => [concept.id, concept]));

export function isConceptId(value: string): value is ConceptId {
  return CONCEPTS_BY_ID.has(value);
}

export function getConcept(id: string): Concept | undefined {
  return CONCEPTS_BY_ID.get(id);
}

/** The library's groups in the product's order, each with its concepts in the product's order. */
export function listConceptGroups(): { title: ConceptGroup; concepts: Concept[] }[] {
  return CONCEPT_GROUPS.map((title) => ({ title, concepts: CONCEPTS.filter((concept) => concept.group === title) }));
}
