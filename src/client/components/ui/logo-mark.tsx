/**
 * The PrepPilot mark (public/favicon.svg, drawn inline). Inline rather than an <img> of the file: the
 * browser builds a separate document for each SVG image it decodes, which held the main thread for
 * about 30 ms of every public page's first load on this machine.
 */
export function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M9 22.5 16 8l7 14.5-7-3.6z" fill="#fff" />
    </svg>
  );
}
