import { Card } from "@/client/components/ui/card";
import { getWeeklyBarWidth } from "../lib/analytics-figures";

type Day = { day: string; date: string; problems: number };

/** Monday to Sunday of this week: a bar and the number of problems solved each day. */
export function WeeklyActivity({ days }: { days: readonly Day[] }) {
  return (
    <Card as="section" aria-labelledby="weekly-activity-title">
      <h3 id="weekly-activity-title" className="text-lg font-semibold text-slate-900">
        Weekly Activity
      </h3>
      <ul className="mt-4 space-y-3">
        {days.map(({ day, date, problems }) => (
          <li key={date} className="flex items-center gap-3" data-testid={`weekly-${day}`}>
            <span className="w-9 shrink-0 text-sm font-medium text-slate-700">{day}</span>
            <div className="h-3 flex-1 rounded-full bg-slate-100">
              <div
                data-testid="weekly-bar"
                className={`h-3 rounded-full ${problems > 0 ? "bg-brand-600" : "bg-slate-300"}`}
                style={{ width: `${getWeeklyBarWidth(problems)}%` }}
              />
            </div>
            <span className="w-24 shrink-0 text-right text-sm text-slate-600">
              {problems} {problems === 1 ? "problem" : "problems"}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
