import { forwardRef, useContext, type MouseEvent } from 'react';
import {
  UNSAFE_NavigationContext as NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';

// What the app imports as 'react-router-dom' (vite.config.ts points it here): react-router's exports, with
// `Link` and `NavLink` that carry no prefetching of framework route modules (`prefetch`), which the app never
// uses under its BrowserRouter: about 2 KB gzip less on every page's first route. They render the same
// anchor as react-router's (href, data-discover) and navigate the same way.
export * from 'react-router';

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/** The in-app path of an absolute URL of this origin under `basename`, else null (another site). */
function inAppPath(url: string, basename: string): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const current = new URL(window.location.href);
    const target = new URL(/^[\\/]{2}/.test(url) ? current.protocol + url.replace(/\\/g, '/') : url);
    if (target.origin !== current.origin) return null;
    let path: string | null = target.pathname;
    if (basename !== '/') {
      const start = basename.endsWith('/') ? basename.length - 1 : basename.length;
      const next = path.charAt(start);
      path = path.toLowerCase().startsWith(basename.toLowerCase()) && (!next || next === '/') ? path.slice(start) || '/' : null;
    }
    return path == null ? null : path + target.search + target.hash;
  } catch {
    return null;
  }
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    onClick,
    discover = 'render',
    prefetch: _prefetch,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition,
    ...rest
  },
  ref,
) {
  const { basename, useTransitions } = useContext(NavigationContext) as { basename: string; useTransitions?: boolean };
  const isAbsolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const path = isAbsolute ? inAppPath(to, basename) : null;
  const isSpaLink = !reloadDocument && (!isAbsolute || path != null);
  const destination = path ?? to;
  const href = useHref(destination, { relative });
  const navigateOnClick = useLinkClickHandler(destination, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    useTransitions,
  });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick(event);
  };
  return (
    <a
      {...rest}
      href={isAbsolute ? to : href}
      onClick={isSpaLink ? handleClick : onClick}
      ref={ref}
      target={target}
      data-discover={!isAbsolute && discover === 'render' ? 'true' : undefined}
    />
  );
});

/**
 * A Link that knows whether it points at the current location (`aria-current`, the `active` class, or what
 * `className`, `style` and `children` make of `isActive`). Under a BrowserRouter no navigation is ever pending
 * or in a view transition.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  {
    'aria-current': ariaCurrentProp = 'page',
    caseSensitive = false,
    className: classNameProp = '',
    end = false,
    style: styleProp,
    to,
    viewTransition,
    children,
    ...rest
  },
  ref,
) {
  const path = useResolvedPath(to, { relative: rest.relative });
  const { navigator } = useContext(NavigationContext);
  let locationPathname = useLocation().pathname;
  let toPathname = navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname;
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === '/');
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === 'function'
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={className}
      ref={ref}
      style={typeof styleProp === 'function' ? styleProp(renderProps) : styleProp}
      to={to}
      viewTransition={viewTransition}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  );
});
