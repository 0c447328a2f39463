import { useCallback } from "react";
import { useLocation, useSearchParams } from "wouter";
import { getSettingsSectionHref, parseSettingsSection, type SettingsSection } from "../lib/settings-sections";

/** The open settings section, read from `?section=`, and a switch that adds a history entry (so Back returns). */
export function useSettingsSection() {
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const section = parseSettingsSection(searchParams.get("section"));
  const goToSection = useCallback((next: SettingsSection) => navigate(getSettingsSectionHref(next)), [navigate]);
  return { section, goToSection };
}
