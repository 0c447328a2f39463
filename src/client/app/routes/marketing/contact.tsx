import { PageHero } from "@/client/components/ui/page-hero";
import {
  ContactChannels,
  ContactFaq,
  ContactForm,
  ContactSidebar,
  ResponseTimeBanner,
  useContactForm,
} from "@/client/features/contact";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function ContactPage() {
  useDocumentMeta({
    title: "Contact",
    description: "Questions about PrepPilot? Send us a message; we reply within 24 hours, on average in 2 hours.",
  });
  const form = useContactForm();
  const startChat = () => {
    form.setValue("inquiryType", "support");
    form.setFocus("name");
  };
  return (
    <>
      <PageHero
        eyebrow="Contact us"
        title="We'd love to hear from you"
        description="Questions about plans, a problem with your account or an idea for a partnership? Pick the channel that suits you."
      >
        <ResponseTimeBanner />
      </PageHero>
      <ContactChannels onStartChat={startChat} />
      <div className="px-4 py-16 sm:px-6">
        <div className="mx-auto grid max-w-6xl items-start gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <ContactForm form={form} />
          </div>
          <ContactSidebar />
        </div>
      </div>
      <ContactFaq />
    </>
  );
}
