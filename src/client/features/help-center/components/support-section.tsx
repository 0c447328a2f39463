import { Mail, MessageCircle } from "lucide-react";
import { ButtonLink, buttonClasses } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { SUPPORT_EMAIL } from "../lib/help-content";

/** "Still need help?": live chat opens the contact form as a support request; email opens the mail app. */
export function SupportSection() {
  return (
    <section aria-labelledby="support-title" className="bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-10 text-center shadow-sm">
        <h2 id="support-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          Still need help?
        </h2>
        <p className="mt-3 text-slate-600">Our support team replies within 24 hours — usually much sooner.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={`${paths.contact}?inquiry=support`} size="lg">
            <MessageCircle className="size-4" aria-hidden="true" /> Live Chat
          </ButtonLink>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClasses({ variant: "secondary", size: "lg" })}>
            <Mail className="size-4" aria-hidden="true" /> Email Support
          </a>
        </div>
      </div>
    </section>
  );
}
