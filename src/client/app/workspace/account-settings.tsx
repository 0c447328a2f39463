import { Bell, CalendarDays, CreditCard, Lock, type LucideIcon, ShieldCheck, Target, User } from "lucide-react";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { cardClasses } from "@/client/components/ui/card";
import { SecuritySettings } from "@/client/features/auth";
import { SpokenInterviewerSettings } from "@/client/features/interviews";
import { NotificationSettings } from "@/client/features/notifications";
import { PracticeSettings } from "@/client/features/preferences";
import { PrivacySettings } from "@/client/features/privacy";
import { ProfileSettings } from "@/client/features/profile";
import {
  parseSettingsSection,
  SETTINGS_SECTIONS,
  type SettingsSection,
  useSettingsSection,
} from "@/client/features/settings";
import { ReviewLimitsSettings } from "@/client/features/spaced-repetition";
import { StudyPlanSettings } from "@/client/features/study-plan";
import { SubscriptionSettings } from "@/client/features/subscription";

const SECTION_VIEWS: Record<SettingsSection, { icon: LucideIcon; content: () => ReactNode }> = {
  profile: { icon: User, content: () => <ProfileSettings /> },
  notifications: {
    icon: Bell,
    content: () => (
      <div className="space-y-8">
        <NotificationSettings />
        <ReviewLimitsSettings />
      </div>
    ),
  },
  practice: {
    icon: Target,
    content: () => (
      <div className="space-y-4">
        <PracticeSettings />
        <SpokenInterviewerSettings />
      </div>
    ),
  },
  security: { icon: Lock, content: () => <SecuritySettings /> },
  billing: { icon: CreditCard, content: () => <SubscriptionSettings /> },
  privacy: { icon: ShieldCheck, content: () => <PrivacySettings /> },
  "study-plan": { icon: CalendarDays, content: () => <StudyPlanSettings /> },
};

/** The Account Settings tab: side tabs (rows that wrap on phones, so none is cut off), Profile first, the open one in `?section=`. */
export function AccountSettings() {
  const { section, goToSection } = useSettingsSection();
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">Account Settings</h2>
        <p className="mt-1 text-slate-600">
          Manage your profile, notifications, practice, security, billing, privacy and study plan.
        </p>
      </div>
      <Tabs.Root
        value={section}
        onValueChange={(value) => goToSection(parseSettingsSection(value))}
        // Each switch adds a history entry: arrow keys only move focus, Enter or Space opens the section.
        // (Automatic activation also fires on the focus a click gives, which pushed every section twice.)
        activationMode="manual"
        orientation="vertical"
        className="gap-6 md:flex"
      >
        <Tabs.List aria-label="Settings sections" className="flex flex-wrap gap-1 md:w-52 md:shrink-0 md:flex-col">
          {SETTINGS_SECTIONS.map(({ id, label }) => {
            const Icon = SECTION_VIEWS[id].icon;
            return (
              <Tabs.Trigger
                key={id}
                value={id}
                className="flex h-10 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700"
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {SETTINGS_SECTIONS.map(({ id }) => (
          <Tabs.Content
            key={id}
            value={id}
            className={cardClasses({ padding: "lg", className: "mt-4 min-w-0 flex-1 md:mt-0" })}
          >
            {SECTION_VIEWS[id].content()}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
