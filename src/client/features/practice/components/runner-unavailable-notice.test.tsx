// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithProviders } from "@/client/test/render";
import { json, stubApi } from "@/client/test/stub-api";
import type { Language } from "@/shared/judge/languages";
import { useUnavailableLanguage } from "../hooks/use-runner-availability";
import { RunnerUnavailableNotice } from "./runner-unavailable-notice";

// A runner's language while no runner of this server judges it: the notice says so and what to install.

function Probe({ language }: { language: Language }) {
  const unavailable = useUnavailableLanguage(language);
  return unavailable ? <RunnerUnavailableNotice language={unavailable} /> : <p>judged</p>;
}

function renderFor(language: Language, available: string[]) {
  const requests = stubApi({ "GET /api/runner-jobs/languages": () => json({ available }) });
  renderWithProviders(<Probe language={language} />);
  return requests;
}

test("Java with no runner for it: not available on this server, with the packages and the command", async () => {
  renderFor("java", ["go"]);
  const notice = await screen.findByRole("status");
  expect(notice.textContent).toContain("Java is not available on this server.");
  expect(notice.textContent).toContain("apt-get install bubblewrap util-linux openjdk-17-jdk-headless");
  expect(notice.textContent).toContain("npm run runner");
});

test("a language some runner judges shows no notice", async () => {
  renderFor("go", ["go"]);
  expect(await screen.findByText("judged")).toBeTruthy();
});

test("a language the browser judges shows no notice and asks the server nothing", async () => {
  const requests = renderFor("python", []);
  expect(await screen.findByText("judged")).toBeTruthy();
  expect(requests).toEqual([]);
});
