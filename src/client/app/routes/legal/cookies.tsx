import { Link } from "wouter";
import { StackedTable } from "@/client/components/layouts/stacked-table";
import { paths } from "@/client/config/paths";
import { CookiePreferencesForm } from "@/client/features/cookie-consent";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

const COOKIES_SET = [
  {
    name: "better-auth.session_token",
    purpose: "Keeps you signed in. Only set when you sign in.",
    category: "Essential",
    duration: "30 days, or until you sign out",
  },
  {
    name: "better-auth.two_factor",
    purpose: "Remembers a sign-in half-way through two-factor authentication.",
    category: "Essential",
    duration: "A few minutes",
  },
  {
    name: "pp_cookie_consent",
    purpose: "Remembers the choice you make on this page.",
    category: "Essential",
    duration: "1 year",
  },
];

export default function CookiesPage() {
  useDocumentMeta({
    title: "Cookie Policy",
    description: "The cookies PrepPilot uses, what each one is for, and switches to choose which ones you allow.",
  });
  return (
    <>
      <div className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold text-brand-700">Legal</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Cookie Policy</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">
            Cookies are small files a website stores in your browser. PrepPilot uses as few as possible: today only the
            essential ones below. Choose here what you allow; your choice is saved in this browser for a year.
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-4xl space-y-14 px-4 py-12 sm:px-6">
        <section aria-labelledby="cookie-settings-heading">
          <h2 id="cookie-settings-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            Your cookie settings
          </h2>
          <p className="mt-2 mb-6 text-slate-600">
            Switch a category off and we will never set cookies of that kind in this browser.
          </p>
          <CookiePreferencesForm />
        </section>

        <section aria-labelledby="cookies-we-set">
          <h2 id="cookies-we-set" className="text-2xl font-semibold tracking-tight text-slate-900">
            Cookies we set
          </h2>
          <div className="mt-6">
            <StackedTable
              caption="Cookies PrepPilot sets"
              columns={[
                { key: "name", header: "Cookie" },
                { key: "purpose", header: "Purpose" },
                { key: "category", header: "Category" },
                { key: "duration", header: "Duration" },
              ]}
              rows={COOKIES_SET}
            />
          </div>
          <p className="mt-4 text-sm text-slate-600">
            We set no analytics, marketing or preference cookies, and we load no third-party trackers or advertising
            scripts. If that ever changes, the new cookies will be listed here first and set only with your consent.
          </p>
        </section>

        <section aria-labelledby="cookies-browser" className="text-slate-700">
          <h2 id="cookies-browser" className="text-2xl font-semibold tracking-tight text-slate-900">
            Controlling cookies in your browser
          </h2>
          <p className="mt-4 leading-7">
            Every browser lets you see and delete cookies and block them for a site. Blocking essential cookies stops
            you from signing in to PrepPilot. Deleting pp_cookie_consent makes us ask for your choice again.
          </p>
          <p className="mt-4 leading-7">
            Questions? Write to{" "}
            <a href="mailto:privacy@preppilot.dev" className="font-medium text-brand-700 underline underline-offset-2">
              privacy@preppilot.dev
            </a>{" "}
            or read our{" "}
            <Link to={paths.privacy} className="font-medium text-brand-700 underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  );
}
