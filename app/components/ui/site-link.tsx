import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { useLocalizedPath } from "~/components/messages-context";

// Links between public pages stay in the page's language: "/about" on a Hindi page is
// "/hi/about" (issue 14). Public pages are not hydrated, so these render plain <a> tags.

export function SiteLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link to={useLocalizedPath()(to)} {...props} />;
}

export function SiteNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  return <NavLink to={useLocalizedPath()(to)} {...props} />;
}
