import { useState } from "react";

const STORAGE_KEY = "preppilot.sidebar-collapsed";

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === "true";
  } catch {
    // Storage can be blocked (privacy settings); the sidebar then starts expanded.
    return false;
  }
}

/** Whether the side navigation is collapsed; the choice is remembered in localStorage. */
export function useSidebarCollapsed() {
  const [isCollapsed, setIsCollapsed] = useState(readCollapsed);
  const toggleCollapsed = () => {
    const next = !isCollapsed;
    try {
      localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // Not remembered when storage is blocked; the toggle still works for this visit.
    }
    setIsCollapsed(next);
  };
  return { isCollapsed, toggleCollapsed };
}
