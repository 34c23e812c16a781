import { useCallback, useEffect, useState } from 'react';

/**
 * Which slide shows, wrapping around at both ends, and the automatic rotation: a slide every
 * `intervalMs` until the visitor clicks anything on the page (the spec's rule) or moves keyboard
 * focus into the carousel (so it never moves under someone reading it). Once stopped it stays stopped.
 * `turned` tells whether any slide has replaced the first yet.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [{ index, turned }, setShown] = useState({ index: 0, turned: false });
  const [rotating, setRotating] = useState(true);
  const stop = useCallback(() => setRotating(false), []);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setShown((shown) => ({ index: (shown.index + 1) % count, turned: true })), intervalMs);
    // Capture phase: a click counts even where a handler stops it from bubbling.
    document.addEventListener('click', stop, true);
    return () => {
      clearInterval(timer);
      document.removeEventListener('click', stop, true);
    };
  }, [rotating, count, intervalMs, stop]);

  const show = useCallback((next: number) => setShown({ index: ((next % count) + count) % count, turned: true }), [count]);

  return { index, turned, rotating, stop, show };
}
