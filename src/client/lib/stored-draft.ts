// A draft kept in this browser (localStorage) until it is sent or saved: neither a reload, leaving the screen,
// nor a failed request loses what was being written. Storage that is full or disabled only loses the copy:
// the text stays on screen.

/** The stored draft, or null when there is none or it cannot be read as `parse` wants. */
export function readStoredDraft<T>(key: string, parse: (stored: unknown) => T | null): T | null {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? null : parse(JSON.parse(stored));
  } catch {
    return null;
  }
}

/** Keeps `value` as the draft; null (or an empty string) removes it. */
export function writeStoredDraft(key: string, value: unknown) {
  try {
    if (value === null || value === "") localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled: the draft stays on screen, only a reload would lose it.
  }
}
