import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";

type SiteNavLinkProps = {
  to: string;
  className: (state: { isActive: boolean }) => string;
  onClick?: () => void;
  children: ReactNode;
};

/** A link marking the current page (aria-current); an anchor on another page (/#pricing) is never "current". */
export function SiteNavLink({ to, className, onClick, children }: SiteNavLinkProps) {
  const [pathname] = useLocation();
  const isActive = !to.includes("#") && pathname === to;
  return (
    <Link to={to} onClick={onClick} className={className({ isActive })} aria-current={isActive ? "page" : undefined}>
      {children}
    </Link>
  );
}
