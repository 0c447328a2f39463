/** Every public route of the spec's route table (section 2). */
export const SPEC_PUBLIC_ROUTES = [
  "/",
  "/features",
  "/about",
  "/careers",
  "/help",
  "/interview-guide",
  "/success-stories",
  "/webinars",
  "/contact",
  "/privacy",
  "/terms",
  "/cookies",
  "/security",
  "/gdpr",
  "/login",
  "/signup",
  "/forgot-password",
];

/** The pages the footer links to beyond the spec's table. */
export const FOOTER_ROUTES = ["/status", "/blog", "/press", "/community", "/api-docs", "/changelog"];
