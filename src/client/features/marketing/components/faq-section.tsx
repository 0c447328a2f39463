import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { FAQ_ITEMS } from "../constants/home-content";
import { SectionHeading } from "./section-heading";

/** One answer open at a time, the first to begin with; clicking the open question closes it. */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="bg-white px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <Accordion.Root type="single" collapsible defaultValue="faq-0" className="mt-12 divide-y divide-slate-200">
          {FAQ_ITEMS.map((item, index) => (
            <Accordion.Item key={item.question} value={`faq-${index}`} className="py-2">
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-lg py-4 text-left text-lg font-medium text-slate-900 hover:text-brand-700">
                  {item.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="pb-4 text-slate-600">{item.answer}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
