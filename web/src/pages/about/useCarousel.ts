import { useCallback, useEffect, useState } from 'react';

/**
 * Which slide shows, wrapping around at both ends, and the automatic rotation: a slide every
 * `intervalMs` until the visitor clicks anything on the page (the spec's rule) or moves keyboard
 * focus into the carousel (so it never moves under someone reading it). Once stopped it stays stopped.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [rotating, setRotating] = useState(true);
  const stop = useCallback(() => setRotating(false), []);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    // Capture phase: a click counts even where a handler stops it from bubbling.
    document.addEventListener('click', stop, true);
    return () => {
      clearInterval(timer);
      document.removeEventListener('click', stop, true);
    };
  }, [rotating, count, intervalMs, stop]);

  const show = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  return { index, rotating, stop, show };
}
