import { CalendarDays, ExternalLink, MessageSquare } from "lucide-react";
import { PageIntro } from "@/client/components/layouts/page-intro";
import { SOCIAL_LINKS } from "@/client/components/layouts/social-links";
import { ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function CommunityPage() {
  useDocumentMeta({
    title: "Community",
    description: "Where to meet other PrepPilot users today: our webinars and social channels. A forum is planned.",
  });
  return (
    <>
      <PageIntro eyebrow="Community" title="Preparing is easier together">
        <p>
          PrepPilot does not have its own forum yet. Until it does, here is where you can learn alongside other
          developers and reach the team.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2">
        <section aria-labelledby="community-webinars" className="rounded-2xl border border-slate-200 p-6">
          <CalendarDays aria-hidden className="size-6 text-brand-600" />
          <h2 id="community-webinars" className="mt-3 text-lg font-semibold text-slate-900">
            Live webinars
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            Sessions on coding, system design and behavioral interviews, with time for your questions.
          </p>
          <ButtonLink to={paths.webinars} variant="secondary" className="mt-5">
            Browse webinars
          </ButtonLink>
        </section>
        <section aria-labelledby="community-feedback" className="rounded-2xl border border-slate-200 p-6">
          <MessageSquare aria-hidden className="size-6 text-brand-600" />
          <h2 id="community-feedback" className="mt-3 text-lg font-semibold text-slate-900">
            Tell us what you need
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            Ideas for practice content or features, or interest in helping shape a community space: we read every
            message.
          </p>
          <ButtonLink to={paths.contact} variant="secondary" className="mt-5">
            Contact us
          </ButtonLink>
        </section>
        <section aria-labelledby="community-social" className="rounded-2xl border border-slate-200 p-6 md:col-span-2">
          <h2 id="community-social" className="text-lg font-semibold text-slate-900">
            Follow along
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
                >
                  <span className="text-slate-700">{social.icon}</span>
                  {social.name}
                  <ExternalLink aria-hidden className="ml-auto size-4 text-slate-400" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
