import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps `--header-height` (where toasts start, what anchored scrolling leaves clear) at the back office header's
 * real height while it is shown: its sections wrap onto more rows on narrower desktops, and a toast must still
 * start below them. The token's own value stands again once the header is gone.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--header-height', `${element.getBoundingClientRect().height}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [header]);
}
