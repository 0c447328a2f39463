import { BookOpen, LifeBuoy, type LucideIcon, Trophy } from "lucide-react";
import { paths } from "@/client/config/paths";

export type SiteLink = { label: string; to: string };

/** The header's top-level links, in the product's order for signed-out visitors. */
export const PRIMARY_LINKS: SiteLink[] = [
  { label: "About", to: paths.about },
  { label: "Features", to: paths.features },
  { label: "Pricing", to: paths.pricing },
  { label: "Webinars", to: paths.webinars },
  { label: "Careers", to: paths.careers },
  { label: "Contact", to: paths.contact },
];

export const RESOURCE_LINKS: (SiteLink & { description: string; icon: LucideIcon })[] = [
  { label: "Help Center", to: paths.help, description: "Answers about your account and practice", icon: LifeBuoy },
  {
    label: "Interview Guide",
    to: paths.interviewGuide,
    description: "An 8–12 week plan from prep to offer",
    icon: BookOpen,
  },
  {
    label: "Success Stories",
    to: paths.successStories,
    description: "How developers landed their offers",
    icon: Trophy,
  },
];

export const FOOTER_COLUMNS: { title: string; links: SiteLink[] }[] = [
  {
    title: "Product",
    links: [
      { label: "Features", to: paths.features },
      { label: "Pricing", to: paths.pricing },
      { label: "Webinars", to: paths.webinars },
      { label: "Changelog", to: paths.changelog },
      { label: "API", to: paths.apiDocs },
      { label: "Status", to: paths.status },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", to: paths.about },
      { label: "Careers", to: paths.careers },
      { label: "Press", to: paths.press },
      { label: "Contact", to: paths.contact },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Help Center", to: paths.help },
      { label: "Interview Guide", to: paths.interviewGuide },
      { label: "Success Stories", to: paths.successStories },
      { label: "Blog", to: paths.blog },
      { label: "Community", to: paths.community },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", to: paths.privacy },
      { label: "Terms of Service", to: paths.terms },
      { label: "Cookie Policy", to: paths.cookies },
      { label: "Security", to: paths.security },
      { label: "GDPR", to: paths.gdpr },
    ],
  },
];
