import { createContext } from "react";

export type UpgradeModalContextValue = {
  /** Opens the upgrade prompt for a feature the user's plan does not include, e.g. 'AI Insights'. */
  openUpgradeModal: (featureName: string) => void;
};

export const UpgradeModalContext = createContext<UpgradeModalContextValue | null>(null);
