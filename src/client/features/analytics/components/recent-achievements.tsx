import { Award } from "lucide-react";
import { Card } from "@/client/components/ui/card";
import { formatDate } from "@/client/lib/format-date";

type Achievement = { title: string; description: string; date: string; type: string };

/** Achievements earned so far, newest first. */
export function RecentAchievements({ achievements }: { achievements: readonly Achievement[] }) {
  return (
    <Card as="section" aria-labelledby="achievements-title">
      <h3 id="achievements-title" className="text-lg font-semibold text-slate-900">
        Recent Achievements
      </h3>
      <ul className="mt-4 space-y-3">
        {achievements.map((achievement) => (
          <li key={`${achievement.type}-${achievement.title}`} className="flex gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-700">
              <Award aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{achievement.title}</p>
              <p className="text-sm text-slate-600">{achievement.description}</p>
              <time dateTime={achievement.date} className="text-xs text-slate-600">
                {formatDate(achievement.date)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
