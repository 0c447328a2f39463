import { Mail, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Button, buttonClasses } from "@/client/components/ui/button";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../lib/contact-details";

function ChannelCard({
  icon,
  title,
  description,
  availability,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  availability: string;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">{icon}</span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 flex-1 text-sm text-slate-600">{description}</p>
      <p className="mt-3 text-sm font-medium text-emerald-700">{availability}</p>
      <div className="mt-5">{action}</div>
    </li>
  );
}

/** Live chat (which opens the form as a support request), email and phone. */
export function ContactChannels({ onStartChat }: { onStartChat: () => void }) {
  return (
    <section aria-labelledby="channels-title" className="px-4 pt-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id="channels-title" className="sr-only">
          Ways to reach us
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          <ChannelCard
            icon={<MessageCircle className="size-5" aria-hidden="true" />}
            title="Live Chat"
            description="Chat with our support team about your account or a practice session."
            availability="Available 24/7"
            action={
              <Button variant="secondary" className="w-full" onClick={onStartChat}>
                Start Chat
              </Button>
            }
          />
          <ChannelCard
            icon={<Mail className="size-5" aria-hidden="true" />}
            title="Email Support"
            description={`Write to ${SUPPORT_EMAIL} with anything, big or small.`}
            availability="Response within 24 hours"
            action={
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className={buttonClasses({ variant: "secondary", className: "w-full" })}
              >
                Send Email
              </a>
            }
          />
          <ChannelCard
            icon={<Phone className="size-5" aria-hidden="true" />}
            title="Phone Support"
            description={`Call us on ${SUPPORT_PHONE.display} to talk to a person.`}
            availability="Mon-Fri 9AM-6PM PST"
            action={
              <a
                href={`tel:${SUPPORT_PHONE.dial}`}
                className={buttonClasses({ variant: "secondary", className: "w-full" })}
              >
                Call Us
              </a>
            }
          />
        </ul>
      </div>
    </section>
  );
}
