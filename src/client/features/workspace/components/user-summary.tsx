import { clsx } from "clsx";
import { Link } from "wouter";
import { paths } from "@/client/config/paths";
import { useAuthState } from "@/client/features/auth";
import { useSubscription } from "@/client/features/subscription";

/**
 * The signed-in user's initial, name and real plan label (never a fixed 'Professional Plan'). The
 * label links to Settings → Billing, where the plan is managed; collapsed, it is only read out.
 */
export function UserSummary({ isCollapsed = false, onNavigate }: { isCollapsed?: boolean; onNavigate?: () => void }) {
  const user = useAuthState((auth) => auth.user);
  const subscription = useSubscription();
  const displayName = user?.name || user?.email || "";
  const initial = (displayName.trim().charAt(0) || "?").toUpperCase();
  const planLabel = subscription.data?.state.planLabel;
  const plan = (
    <span data-testid="plan-label">{planLabel ?? (subscription.isError ? "Plan unavailable" : "Loading plan…")}</span>
  );
  return (
    <div className={clsx("flex items-center gap-3", isCollapsed ? "justify-center" : null)}>
      <span
        aria-hidden
        title={isCollapsed ? displayName : undefined}
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-base font-semibold text-white"
      >
        {initial}
      </span>
      <div className={isCollapsed ? "sr-only" : "min-w-0"}>
        <p className="truncate text-sm font-semibold text-slate-900">{displayName}</p>
        {isCollapsed ? (
          <p className="truncate text-xs text-slate-600">{plan}</p>
        ) : (
          <Link
            to={paths.settingsSection("billing")}
            onClick={onNavigate}
            className="block truncate text-xs text-slate-600 hover:text-brand-700 hover:underline"
          >
            {plan}
            <span className="sr-only"> (billing settings)</span>
          </Link>
        )}
      </div>
    </div>
  );
}
