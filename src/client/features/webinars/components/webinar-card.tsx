import { clsx } from "clsx";
import { Calendar, Clock, Eye, PlayCircle, Star, Users, Video } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { formatCount } from "@/shared/format-count";
import { getLevelTone, LEVEL_TONE_CLASSES } from "../lib/level-tone";
import { CATEGORY_LABELS, type RecordedWebinar, type UpcomingWebinar } from "../lib/webinars";

function LevelBadge({ level }: { level: string }) {
  const tone = getLevelTone(level);
  return (
    <span
      data-testid="level-badge"
      data-tone={tone}
      className={clsx("rounded-full px-2.5 py-0.5 text-xs font-semibold", LEVEL_TONE_CLASSES[tone])}
    >
      {level}
    </span>
  );
}

function CardShell({
  webinar,
  badge,
  children,
}: {
  webinar: UpcomingWebinar | RecordedWebinar;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={`webinar-${webinar.id}`}
      data-testid="webinar-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div
        aria-hidden="true"
        className={clsx(
          "relative grid aspect-video place-items-center bg-gradient-to-br text-white",
          webinar.thumbnail,
        )}
      >
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.25),transparent_50%)]" />
        {badge}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={webinar.level} />
          <span className="text-xs font-medium text-slate-600">{CATEGORY_LABELS[webinar.category]}</span>
        </div>
        <h3 id={`webinar-${webinar.id}`} className="mt-3 text-lg font-semibold text-slate-900">
          {webinar.title}
        </h3>
        <p className="mt-2 text-sm text-slate-600">{webinar.description}</p>
        <p className="mt-4 text-sm">
          <span className="font-medium text-slate-900">{webinar.speaker}</span>
          <span className="block text-slate-600">{webinar.speakerRole}</span>
        </p>
        {children}
      </div>
    </article>
  );
}

const metaClasses = "mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4 text-sm text-slate-600";
const metaItemClasses = "inline-flex items-center gap-1.5";

export function UpcomingWebinarCard({ webinar }: { webinar: UpcomingWebinar }) {
  return (
    <CardShell webinar={webinar} badge={<Video className="size-12 opacity-90" />}>
      <ul className={metaClasses}>
        <li className={metaItemClasses}>
          <Calendar className="size-4" aria-hidden="true" /> {webinar.date}
        </li>
        <li className={metaItemClasses}>
          <Clock className="size-4" aria-hidden="true" /> {webinar.time}
        </li>
        <li className={metaItemClasses}>
          <PlayCircle className="size-4" aria-hidden="true" /> {webinar.duration}
        </li>
        <li className={metaItemClasses}>
          <Users className="size-4" aria-hidden="true" /> {formatCount(webinar.attendees)} registered
        </li>
      </ul>
      <ButtonLink to={paths.signup} className="mt-6 w-full">
        Register Free<span className="sr-only">: {webinar.title}</span>
      </ButtonLink>
    </CardShell>
  );
}

export function RecordedWebinarCard({ webinar }: { webinar: RecordedWebinar }) {
  return (
    <CardShell webinar={webinar} badge={<PlayCircle className="size-14 opacity-90" />}>
      <ul className={clsx(metaClasses, "grid-cols-3")}>
        <li className={metaItemClasses}>
          <Clock className="size-4" aria-hidden="true" /> {webinar.duration}
        </li>
        <li className={metaItemClasses}>
          <Eye className="size-4" aria-hidden="true" /> {webinar.views} views
        </li>
        <li className={metaItemClasses}>
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" /> {webinar.rating}
          <span className="sr-only">out of 5</span>
        </li>
      </ul>
      <ButtonLink to={paths.signup} variant="secondary" className="mt-6 w-full">
        Watch Now<span className="sr-only">: {webinar.title}</span>
      </ButtonLink>
    </CardShell>
  );
}
