import { use } from "react";
import { UpgradeModalContext } from "../lib/upgrade-modal-context";

/** `openUpgradeModal(featureName)`; works inside the workspace's <UpgradeModalProvider>. */
export function useUpgradeModal() {
  const value = use(UpgradeModalContext);
  if (!value) throw new Error("useUpgradeModal must be used inside <UpgradeModalProvider>");
  return value;
}
