/** Every public route the product lists for signed-out visitors. */
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

/** The pages the footer links to beyond those. */
export const FOOTER_ROUTES = ["/status", "/blog", "/press", "/community", "/api-docs", "/changelog"];
