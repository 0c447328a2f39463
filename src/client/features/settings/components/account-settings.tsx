import { Bell, CreditCard, Lock, type LucideIcon, ShieldCheck, User } from "lucide-react";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { SecuritySettings } from "@/client/features/auth/components/security-settings";
import { NotificationSettings } from "@/client/features/notifications/components/notification-settings";
import { PrivacySettings } from "@/client/features/privacy/components/privacy-settings";
import { ProfileSettings } from "@/client/features/profile/components/profile-settings";
import { BillingSettings } from "@/client/features/subscription/components/billing-settings";

const SECTIONS: { id: string; label: string; icon: LucideIcon; content: () => ReactNode }[] = [
  { id: "profile", label: "Profile", icon: User, content: () => <ProfileSettings /> },
  { id: "notifications", label: "Notifications", icon: Bell, content: () => <NotificationSettings /> },
  { id: "security", label: "Security", icon: Lock, content: () => <SecuritySettings /> },
  { id: "billing", label: "Billing", icon: CreditCard, content: () => <BillingSettings /> },
  { id: "privacy", label: "Privacy", icon: ShieldCheck, content: () => <PrivacySettings /> },
];

/** The Account Settings tab: side tabs (a scrolling row on phones), Profile first. */
export function AccountSettings() {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">Account Settings</h2>
        <p className="mt-1 text-slate-600">Manage your profile, notifications, security, billing and privacy.</p>
      </div>
      <Tabs.Root defaultValue="profile" orientation="vertical" className="gap-6 md:flex">
        <Tabs.List
          aria-label="Settings sections"
          className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 md:mx-0 md:w-52 md:shrink-0 md:flex-col md:overflow-visible md:p-0"
        >
          {SECTIONS.map(({ id, label, icon: Icon }) => (
            <Tabs.Trigger
              key={id}
              value={id}
              className="flex h-10 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700"
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SECTIONS.map(({ id, content }) => (
          <Tabs.Content
            key={id}
            value={id}
            className="mt-4 min-w-0 flex-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:mt-0"
          >
            {content()}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
