import { type ReactNode, useMemo, useRef, useState } from "react";
import { UpgradeModalContext } from "../lib/upgrade-modal-context";
import { UpgradeModal } from "./upgrade-modal";

/** Holds the one upgrade prompt of the workspace; any component below opens it with useUpgradeModal(). */
export function UpgradeModalProvider({ children }: { children: ReactNode }) {
  const [featureName, setFeatureName] = useState<string | null>(null);
  // Opened from code rather than a Dialog.Trigger, so the control that opened it is remembered here
  // and gets the focus back when the prompt closes.
  const openerRef = useRef<HTMLElement | null>(null);
  const value = useMemo(
    () => ({
      openUpgradeModal: (name: string) => {
        openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setFeatureName(name);
      },
    }),
    [],
  );
  return (
    <UpgradeModalContext value={value}>
      {children}
      <UpgradeModal featureName={featureName} onClose={() => setFeatureName(null)} returnFocusTo={openerRef} />
    </UpgradeModalContext>
  );
}
