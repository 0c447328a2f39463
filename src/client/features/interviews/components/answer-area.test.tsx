// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import { createRef, type RefObject, useState } from "react";
import { afterEach, expect, test, vi } from "vitest";
import { ApiError } from "@/client/lib/api-client";
import { renderWithProviders } from "@/client/test/render";
import { formatCount } from "@/shared/format-count";
import { ANSWER_MAX_CHARS, ANSWER_TOO_LONG_MESSAGE } from "@/shared/schemas/interview-answers";
import { AnswerArea, type AnswerAreaHandle } from "./answer-area";

const STORAGE_KEY = "preppilot:autosave:user-1:interview:i-1:0:0";
const NOT_DICTATING = { isListening: false, interim: "", isSupported: true, describedBy: "unavailable", onToggle() {} };

type Options = {
  initial?: { text: string; updatedAt: string | null };
  save?: (text: string) => Promise<unknown>;
  dictation?: Partial<typeof NOT_DICTATING>;
  fakeClock?: boolean;
};

type QuestionProps = Required<Pick<Options, "initial" | "save">> & {
  dictation: typeof NOT_DICTATING;
  handle: RefObject<AnswerAreaHandle | null>;
};

/** The answer area inside a question that shows its save status, as the interview screen does. */
function Question({ initial, save, dictation, handle }: QuestionProps) {
  const [status, setStatus] = useState("");
  return (
    <>
      <AnswerArea
        ref={handle}
        label="Your answer"
        dictateLabel="Dictate your answer"
        rows={8}
        storageKey={STORAGE_KEY}
        initial={initial}
        save={save}
        onStatusChange={(_, label) => setStatus(label)}
        dictation={dictation}
      />
      <output aria-label="Save status">{status}</output>
    </>
  );
}

function renderAnswer({ initial = { text: "", updatedAt: null }, save, dictation, fakeClock }: Options = {}) {
  const saves = vi.fn(save ?? (async () => {}));
  const handle = createRef<AnswerAreaHandle>();
  const rendered = renderWithProviders(
    <Question initial={initial} save={saves} dictation={{ ...NOT_DICTATING, ...dictation }} handle={handle} />,
    { fakeTimers: fakeClock },
  );
  return {
    ...rendered,
    saves,
    handle: () => handle.current as AnswerAreaHandle,
    textArea: () => screen.getByRole("textbox", { name: "Your answer" }) as HTMLTextAreaElement,
    status: () => screen.getByRole("status", { name: "Save status" }).textContent,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

test("typing saves the answer once the typing pauses, not on every key", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const { user, saves, textArea, status } = renderAnswer({ fakeClock: true });
  await user.type(textArea(), "Chaining, because it degrades gracefully.");
  expect(saves).not.toHaveBeenCalled();
  expect(status()).toBe("Saving…");
  await act(() => vi.advanceTimersByTimeAsync(800));
  expect(saves.mock.calls).toEqual([["Chaining, because it degrades gracefully."]]);
  await waitFor(() => expect(status()).toBe("Saved"));
  // The server has it: the copy kept on this device is gone.
  expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
});

test("leaving the field saves at once, and the answer is kept on this device until the server has it", async () => {
  let acknowledge = () => {};
  const { user, saves, textArea, handle } = renderAnswer({
    save: () =>
      new Promise<void>((resolve) => {
        acknowledge = resolve;
      }),
  });
  await user.type(textArea(), "Open addressing");
  await user.tab();
  expect(saves).toHaveBeenLastCalledWith("Open addressing");
  expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null")).toMatchObject({ value: "Open addressing" });
  expect(handle().isSaved()).toBe(false);

  // Next waits for the save on its way before it moves on.
  const order: string[] = [];
  const flushed = handle()
    .flush()
    .then(() => order.push("flushed"));
  await act(async () => {});
  order.push("acknowledged");
  await act(async () => acknowledge());
  await flushed;
  expect(order).toEqual(["acknowledged", "flushed"]);
  expect(handle().isSaved()).toBe(true);
  expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
});

test("an answer the server refuses says why and stays on this device", async () => {
  const { user, textArea, status } = renderAnswer({
    save: async () => {
      throw new ApiError(400, "BAD_REQUEST", "This interview is already over.");
    },
  });
  await user.type(textArea(), "Late words");
  await user.tab();
  await waitFor(() => expect(status()).toBe("Not saved — This interview is already over."));
  expect(textArea().value).toBe("Late words");
  expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null")).toMatchObject({ value: "Late words" });
});

test("a copy on this device newer than the server's is shown and sent again", async () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ value: "Typed offline", changedAt: "2026-11-20T10:00:00.000Z" }));
  const { saves, textArea, handle, status } = renderAnswer({
    initial: { text: "Older", updatedAt: "2026-11-20T09:00:00.000Z" },
  });
  expect(textArea().value).toBe("Typed offline");
  expect(saves).toHaveBeenCalledWith("Typed offline");
  await act(() => handle().flush());
  await waitFor(() => expect(status()).toBe("Saved"));
  expect(handle().isSaved()).toBe(true);
});

test("dictated phrases are appended in order, even two before the screen shows the first", async () => {
  const { user, textArea, handle, saves } = renderAnswer({ initial: { text: "My answer:", updatedAt: null } });
  act(() => {
    handle().append("use a hash map");
    handle().append("  keyed by the value. ");
  });
  expect(textArea().value).toBe("My answer: use a hash map keyed by the value.");
  expect(handle().getText()).toBe(textArea().value);
  await user.click(textArea());
  await user.tab();
  expect(saves).toHaveBeenLastCalledWith("My answer: use a hash map keyed by the value.");
});

test("the microphone button toggles dictation and shows it is listening, with the words still being heard", async () => {
  const onToggle = vi.fn();
  const { user } = renderAnswer({ dictation: { isListening: true, interim: "and then we shard", onToggle } });
  const dictate = screen.getByRole("button", { name: "Dictate your answer" });
  expect(dictate.getAttribute("aria-pressed")).toBe("true");
  expect(screen.getByText("Listening…")).toBeTruthy();
  expect(screen.getByTestId("dictation-interim").textContent).toBe("and then we shard");
  await user.click(dictate);
  expect(onToggle).toHaveBeenCalledOnce();
});

test("without speech recognition the microphone is disabled and points at the reason", async () => {
  const onToggle = vi.fn();
  const { user } = renderAnswer({ dictation: { isSupported: false, onToggle } });
  const dictate = screen.getByRole("button", { name: "Dictate your answer" }) as HTMLButtonElement;
  expect(dictate.disabled).toBe(true);
  expect(dictate.getAttribute("aria-describedby")).toBe("unavailable");
  await user.click(dictate);
  expect(onToggle).not.toHaveBeenCalled();
});

test("near the cap the area counts the characters; at the cap it says the answer is too long", () => {
  const nearCap = "a".repeat(ANSWER_MAX_CHARS - 100);
  renderAnswer({ initial: { text: nearCap, updatedAt: null } });
  expect(screen.getByText(`${formatCount(nearCap.length)} / ${formatCount(ANSWER_MAX_CHARS)} characters`)).toBeTruthy();
});

test("dictation past the cap is cut at the cap, and the area says the answer is too long", () => {
  const { handle, textArea } = renderAnswer({ initial: { text: "a".repeat(ANSWER_MAX_CHARS - 5), updatedAt: null } });
  act(() => handle().append("twelve chars"));
  expect(textArea().value).toHaveLength(ANSWER_MAX_CHARS);
  expect(screen.getByText(ANSWER_TOO_LONG_MESSAGE)).toBeTruthy();
});

test("a short answer is told the limit", () => {
  renderAnswer();
  expect(screen.getByText(`Up to ${formatCount(ANSWER_MAX_CHARS)} characters.`)).toBeTruthy();
});
