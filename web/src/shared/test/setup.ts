import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadMessages } from '../i18n/messages';
import { chooseTimeZone } from '../lib/viewerTime';

// The browser's zone in every web test, whatever the machine's (the browser specs run in it too); a test about
// another zone chooses it, and the choice ends with the test.
process.env.TZ = 'America/Edmonton';

// happy-dom does not lay out or scroll, so nothing ever comes into view (tests that need it stub their own).
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

// happy-dom has no dialogs: a test that leads to one answers it (vi.spyOn(window, 'confirm').mockReturnValue(...)).
window.confirm = (message) => {
  throw new Error(`window.confirm was not answered by the test: ${message}`);
};

// Two reflected attributes happy-dom lacks. react-hook-form reads them to tell whether a select was changed before
// the form took it over, and so whether to keep the select's value rather than the form's default: without them,
// every select looks changed and shows its first option.
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
    set(this: HTMLOptionElement, selected: boolean) {
      this.toggleAttribute('selected', selected);
    },
    configurable: true,
  });
}
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    get(this: HTMLSelectElement) {
      const size = Number.parseInt(this.getAttribute('size') ?? '', 10);
      return size >= 0 ? size : 0;
    },
    set(this: HTMLSelectElement, size: number) {
      this.setAttribute('size', String(size));
    },
    configurable: true,
  });
}

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
