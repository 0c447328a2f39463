import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";

type SiteNavLinkProps = {
  to: string;
  className: (state: { isActive: boolean }) => string;
  onClick?: () => void;
  children: ReactNode;
};

/** A NavLink marking the current page; an anchor on another page (/#pricing) is never "current". */
export function SiteNavLink({ to, className, onClick, children }: SiteNavLinkProps) {
  if (to.includes("#")) {
    return (
      <Link to={to} onClick={onClick} className={className({ isActive: false })}>
        {children}
      </Link>
    );
  }
  return (
    <NavLink to={to} onClick={onClick} className={className}>
      {children}
    </NavLink>
  );
}
