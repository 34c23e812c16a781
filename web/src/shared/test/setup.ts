import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadMessages } from '../i18n/messages';
import { chooseTimeZone } from '../lib/viewerTime';

// The browser's zone in every web test, whatever the machine's (the browser specs run in it too); a test about
// another zone chooses it, and the choice ends with the test.
process.env.TZ = 'America/Edmonton';

// Browsers resolve relative request URLs against the page; Node's Request (used under jsdom) does not.
class PageRelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
  }
}
vi.stubGlobal('Request', PageRelativeRequest);

// jsdom does not lay out or scroll, so nothing ever comes into view (tests that need it stub their own).
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
vi.stubGlobal(
  'IntersectionObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  },
);

// Lazy screens are transformed on first import, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// Screens are rendered on their own here, without the layout or lazy loader that loads their part of the catalog.
beforeAll(async () => {
  await Promise.all([
    loadMessages('site'),
    loadMessages('home'),
    loadMessages('freeWebsite'),
    loadMessages('admin'),
    loadMessages('content'),
    loadMessages('leads'),
    loadMessages('portal'),
    loadMessages('chat'),
    loadMessages('billing'),
  ]);
});

afterEach(() => {
  cleanup();
  chooseTimeZone(null);
  localStorage.clear();
  sessionStorage.clear();
});
