import { BookOpen, LifeBuoy, Trophy } from "lucide-react";
import { Link } from "wouter";
import { PageIntro } from "@/client/components/layouts/page-intro";
import { cardClasses } from "@/client/components/ui/card";
import { paths } from "@/client/config/paths";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

const READING = [
  {
    to: paths.interviewGuide,
    icon: BookOpen,
    title: "Interview Guide",
    text: "An 8–12 week plan: what to prepare, how to practise and what to expect on the day.",
  },
  {
    to: paths.help,
    icon: LifeBuoy,
    title: "Help Center",
    text: "How practice sessions, mock interviews and your account work, step by step.",
  },
  {
    to: paths.successStories,
    icon: Trophy,
    title: "Success Stories",
    text: "How other developers structured their preparation and what made the difference.",
  },
];

export default function BlogPage() {
  useDocumentMeta({
    title: "Blog",
    description: "The PrepPilot blog is not live yet. Read the Interview Guide and Help Center in the meantime.",
  });
  return (
    <>
      <PageIntro eyebrow="Blog" title="No posts yet">
        <p>
          We would rather publish nothing than filler. Our first articles on interview preparation are being written;
          newsletter subscribers hear about them first.
        </p>
      </PageIntro>
      <section aria-labelledby="blog-reading" className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <h2 id="blog-reading" className="text-2xl font-semibold tracking-tight text-slate-900">
          Worth reading today
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {READING.map(({ icon: Icon, ...item }) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className={cardClasses({ flat: true, className: "block h-full transition-shadow hover:shadow-md" })}
              >
                <Icon aria-hidden className="size-6 text-brand-600" />
                <span className="mt-3 block font-semibold text-slate-900">{item.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-slate-600">
          Want to know when the first post is out? Subscribe to the newsletter at the bottom of this page.
        </p>
      </section>
    </>
  );
}
