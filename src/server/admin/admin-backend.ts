import http from "node:http";
import net from "node:net";
import { openDatabase } from "@/server/db/client";
import type { Env } from "@/server/env";
import {
  type ContactMessageEntry,
  listContactMessages,
  listNewsletterSubscribers,
  listUsers,
  type PlanChange,
  type SetPlanInput,
  type SubscriberEntry,
  setUserPlan,
  type UserListEntry,
} from "@/server/features/admin";
import { getAdminSocketPath } from "./admin-socket";

/** Where the admin operations run: in this process on the database, or in the running server. */
export type AdminBackend = {
  setPlan: (input: SetPlanInput) => Promise<PlanChange>;
  listUsers: () => Promise<UserListEntry[]>;
  listMessages: () => Promise<ContactMessageEntry[]>;
  listSubscribers: () => Promise<SubscriberEntry[]>;
  close: () => Promise<void>;
};

/**
 * PostgreSQL (DATABASE_URL) is opened directly: many processes may share it. The embedded database
 * belongs to whichever process holds DATA_DIR's lock, so while the server runs the operations go
 * through its admin socket; when it is stopped, this process opens (and locks) the directory itself.
 */
export async function connectAdminBackend(env: Env): Promise<AdminBackend> {
  if (env.DATABASE_URL) return openDirectly({ url: env.DATABASE_URL });
  const socketPath = getAdminSocketPath(env.DATA_DIR);
  if (await canConnect(socketPath)) return connectToServer(socketPath);
  return openDirectly({ dataDir: env.DATA_DIR });
}

async function openDirectly(options: { url: string } | { dataDir: string }): Promise<AdminBackend> {
  const database = await openDatabase(options);
  // A data directory the server never started on has no tables yet. A shared PostgreSQL is left
  // alone: its schema is the deployed server's business.
  if ("dataDir" in options) await database.migrate();
  const { db } = database;
  return {
    setPlan: (input) => setUserPlan({ db, input, now: new Date() }),
    listUsers: () => listUsers({ db, now: new Date() }),
    listMessages: () => listContactMessages({ db }),
    listSubscribers: () => listNewsletterSubscribers({ db }),
    close: () => database.close(),
  };
}

function connectToServer(socketPath: string): AdminBackend {
  return {
    setPlan: (input) => requestOverSocket<PlanChange>(socketPath, "POST", "/plan", input),
    listUsers: async () => (await requestOverSocket<{ users: UserListEntry[] }>(socketPath, "GET", "/users")).users,
    listMessages: async () =>
      (await requestOverSocket<{ messages: ContactMessageEntry[] }>(socketPath, "GET", "/messages")).messages,
    listSubscribers: async () =>
      (await requestOverSocket<{ subscribers: SubscriberEntry[] }>(socketPath, "GET", "/subscribers")).subscribers,
    close: async () => {},
  };
}

/** False when no server listens (no socket file, or one left by a server that crashed). */
export function canConnect(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function requestOverSocket<T>(socketPath: string, method: string, path: string, body?: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath, method, path, headers: body ? { "content-type": "application/json" } : {} },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          try {
            const json = JSON.parse(text);
            if (response.statusCode === 200) resolve(json as T);
            else reject(new Error(json?.error?.message ?? `The server answered ${response.statusCode}`));
          } catch {
            reject(new Error(`The server answered ${response.statusCode} with something other than JSON`));
          }
        });
      },
    );
    request.once("error", reject);
    request.end(body ? JSON.stringify(body) : undefined);
  });
}
