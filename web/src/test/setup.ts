import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Browsers resolve relative request URLs against the page; Node's Request (used under jsdom) does not.
class PageRelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
  }
}
vi.stubGlobal('Request', PageRelativeRequest);

// jsdom does not lay out or scroll.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
