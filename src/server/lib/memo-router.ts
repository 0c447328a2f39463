import type { Result, Router } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";

/** Enough for every route of the app and its busiest ids; past it the oldest match is forgotten first. */
const MAX_MATCHES = 2000;

/**
 * Hono's TrieRouter with its matches remembered per method and path. Hono's default router tries its
 * RegExpRouter first, which matches a known path with one lookup, but that router refuses a static route
 * beside a parameter at the same place (`/avatars/initials` beside `/avatars/:userId`), which our API has, so
 * Hono falls back to the TrieRouter, which walks its tree on every request: measured in `npm run bench`,
 * the walk was two fifths of a health answer's time in Hono. The routes are all added before the first
 * request, and a match depends on the method and path alone, so a remembered match is the walk's answer.
 */
export class MemoTrieRouter<T> implements Router<T> {
  readonly name = "MemoTrieRouter";
  readonly #trie = new TrieRouter<T>();
  readonly #matches = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#matches.clear();
    this.#trie.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const remembered = this.#matches.get(key);
    if (remembered) return remembered;
    const result = this.#trie.match(method, path);
    if (this.#matches.size >= MAX_MATCHES) this.#matches.delete(this.#matches.keys().next().value as string);
    this.#matches.set(key, result);
    return result;
  }
}
