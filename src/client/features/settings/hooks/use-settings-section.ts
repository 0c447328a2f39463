import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { getSettingsSectionHref, parseSettingsSection, type SettingsSection } from "../lib/settings-sections";

/** The open settings section, read from `?section=`, and a switch that adds a history entry (so Back returns). */
export function useSettingsSection() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const section = parseSettingsSection(searchParams.get("section"));
  const goToSection = useCallback((next: SettingsSection) => navigate(getSettingsSectionHref(next)), [navigate]);
  return { section, goToSection };
}
