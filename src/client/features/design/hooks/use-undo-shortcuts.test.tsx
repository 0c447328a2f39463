// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { expect, test, vi } from "vitest";
import { useUndoShortcuts } from "./use-undo-shortcuts";

function Editor({ travel }: { travel: (direction: "undo" | "redo") => void }) {
  const editorRef = useRef<HTMLDivElement>(null);
  useUndoShortcuts(editorRef, travel);
  return (
    <>
      <div ref={editorRef}>
        <button type="button">Component</button>
        <label>
          Name
          <input />
        </label>
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

function renderEditor() {
  const travel = vi.fn();
  render(<Editor travel={travel} />);
  return { travel, user: userEvent.setup() };
}

test("Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, from inside the editor", async () => {
  const { travel, user } = renderEditor();
  screen.getByRole("button", { name: "Component" }).focus();
  await user.keyboard("{Control>}z{/Control}");
  await user.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
  await user.keyboard("{Control>}y{/Control}");
  expect(travel.mock.calls).toEqual([["undo"], ["redo"], ["redo"]]);
});

test("the page's body counts as the editor: a deleted component leaves the focus there", async () => {
  const { travel, user } = renderEditor();
  await user.keyboard("{Meta>}z{/Meta}");
  expect(travel).toHaveBeenCalledWith("undo");
});

test("text fields keep their own undo, and the rest of the page is left alone", async () => {
  const { travel, user } = renderEditor();
  await user.click(screen.getByRole("textbox", { name: "Name" }));
  await user.keyboard("{Control>}z{/Control}");
  screen.getByRole("button", { name: "Elsewhere" }).focus();
  await user.keyboard("{Control>}z{/Control}");
  screen.getByRole("button", { name: "Component" }).focus();
  await user.keyboard("z");
  expect(travel).not.toHaveBeenCalled();
});
