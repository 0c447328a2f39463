/** Apple keyboards say ⌘ where others say Ctrl; CodeMirror's "Mod" follows the same rule. */
export function isApplePlatform(platform: string): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(platform);
}

/** The labels the Run and Submit buttons show for their shortcuts on this platform. */
export function getShortcutLabels(platform: string) {
  const mod = isApplePlatform(platform) ? "⌘" : "Ctrl";
  return { run: `${mod}+Enter`, submit: `${mod}+Shift+Enter` };
}

/** Which action a key press asks for: Ctrl/Cmd+Enter runs, with Shift it submits. */
export function getShortcutAction(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): "run" | "submit" | null {
  if (event.key !== "Enter" || event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  return event.shiftKey ? "submit" : "run";
}
