import type { APIRequestContext } from "@playwright/test";
import type { FakeAnswer } from "../fixtures/fake-openai";
import { expect as baseExpect } from "./fixtures";

// What the specs of the "openai" project share (playwright.config.ts): an app server with AI_PROVIDER=openai
// pointed at the fake OpenAI-compatible server of tests/fixtures/fake-openai-server.ts. Each test queues the
// model's answer just before the click that asks for it; the project runs one test at a time (one worker),
// as the queue is shared.

export const expect = baseExpect.configure({ timeout: 15_000 });

/** Generation takes longest of all. */
export const GENERATION_TIMEOUT = 30_000;

/** The body of the last request the app sent the model: what it was asked, to check what it was given. */
export async function readLastModelRequest(request: APIRequestContext): Promise<string> {
  const response = await request.get(`http://127.0.0.1:${process.env.E2E_FAKE_OPENAI_PORT}/__last-request`);
  expect(response.status()).toBe(200);
  return JSON.stringify(((await response.json()) as { body: unknown }).body);
}

export async function enqueueAnswers(request: APIRequestContext, ...answers: FakeAnswer[]) {
  const response = await request.post(`http://127.0.0.1:${process.env.E2E_FAKE_OPENAI_PORT}/__enqueue`, {
    data: answers,
  });
  expect(response.status()).toBe(204);
}
