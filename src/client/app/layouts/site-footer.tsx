import { Link } from "wouter";
import { FOOTER_COLUMNS } from "@/client/components/layouts/site-links";
import { SiteLogo } from "@/client/components/layouts/site-logo";
import { SOCIAL_LINKS } from "@/client/components/layouts/social-links";
import { NewsletterForm } from "@/client/features/newsletter";

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <SiteLogo tone="light" />
            <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">
              Practice coding problems, mock interviews and system design in one place, and see how you improve.
            </p>
            <div className="mt-8 max-w-md">
              <h2 className="text-base font-semibold text-white">Subscribe to our newsletter</h2>
              <p className="mt-1 mb-4 text-sm text-slate-400">
                Interview tips, new practice content and product news. No spam.
              </p>
              <NewsletterForm />
            </div>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-7">
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-white">{column.title}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="rounded-sm text-sm text-slate-400 transition-colors hover:text-white focus-visible:outline-white"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-14 flex flex-col-reverse gap-6 border-t border-white/10 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-400">© 2024 PrepPilot. All rights reserved.</p>
          <ul className="flex items-center gap-2">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.name}
                  className="grid size-10 place-items-center rounded-lg text-slate-400 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-white"
                >
                  {social.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
