// Part of `npm run bench`: writes at 10 connections, each a real insert or update
// through the app: generating a library problem, saving a profile, subscribing to the newsletter.
// requests/s and p99 are printed; there is no goal yet. The app runs with RATE_LIMITS=off (run.ts).
import type autocannon from "autocannon";
import { measureLoad, type Result, type Server } from "./load";

export type WritesBenchOptions = {
  /** A running app on the library provider, with rate limits off: its URL and process. */
  app: Server;
  /** Signs up a new user with this email and answers their session cookie. */
  signUp: (appUrl: string, email: string) => Promise<string>;
  connections: number;
  durationS: number;
};

/**
 * The library serves each user an item at most once (about 70 coding problems), so generations
 * rotate over this many fresh users, and stop at GENERATIONS_PER_USER each before any runs out.
 */
const GENERATION_USERS = 12;
const GENERATIONS_PER_USER = 50;

export async function benchWrites(options: WritesBenchOptions): Promise<Result[]> {
  const appUrl = options.app.url;
  const users: string[] = [];
  for (let index = 0; index < GENERATION_USERS; index++) {
    users.push(await options.signUp(appUrl, `bench-writes-${index}@example.com`));
  }
  const json = { "content-type": "application/json", origin: appUrl };
  let generation = 0;
  let subscription = 0;
  return [
    await write(
      options,
      "POST /api/practice/problems (library problem, write)",
      {
        url: `${appUrl}/api/practice/problems`,
        method: "POST",
        body: "{}",
        // Round robin over the users; the cap below keeps each under what the library holds.
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...json, cookie: users[generation++ % users.length] },
            }),
          },
        ],
      },
      GENERATION_USERS * GENERATIONS_PER_USER,
    ),
    await write(options, "PUT /api/profile (save a profile, write)", {
      url: `${appUrl}/api/profile`,
      method: "PUT",
      headers: { ...json, cookie: users[0] as string },
      body: JSON.stringify({ fullName: "Bench User", phone: "+1 555 0100", location: "Lisbon", bio: "Practising." }),
    }),
    await write(options, "POST /api/newsletter (new subscriber, write)", {
      url: `${appUrl}/api/newsletter`,
      method: "POST",
      headers: json,
      // A new address every time: a repeated one would measure the duplicate path instead.
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ email: `reader-${subscription++}@example.com` }),
          }),
        },
      ],
    }),
  ];
}

async function write(
  options: WritesBenchOptions,
  label: string,
  settings: autocannon.Options,
  maxRequests?: number,
): Promise<Result> {
  return measureLoad(label, options.app.pid, {
    ...settings,
    connections: options.connections,
    duration: options.durationS,
    ...(maxRequests ? { maxOverallRequests: maxRequests } : {}),
  });
}
