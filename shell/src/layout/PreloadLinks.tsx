// Links that preload the remote they lead to on hover, focus or touch (see usePreloadOnIntent).
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { usePreloadOnIntent } from '../federation/usePreloadOnIntent';

export function PreloadNavLink(props: NavLinkProps & { to: string }) {
  return <NavLink {...usePreloadOnIntent(props.to)} {...props} />;
}

export function PreloadLink(props: LinkProps & { to: string }) {
  return <Link {...usePreloadOnIntent(props.to)} {...props} />;
}
