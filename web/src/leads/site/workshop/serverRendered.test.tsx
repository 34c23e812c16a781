import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { splitHoisted } from '../../../app/ssr/document';
import { ProposalPage } from '../proposal/ProposalPage';
import { WorkshopPage } from './WorkshopPage';

/** The page as the server renders it (lazy parts waited for), then hydrated in place as the browser does. */
async function renderThenHydrate(path: string, page: ReactNode) {
  const tree = <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>;
  const { prelude } = await prerender(tree);
  const { hoisted, body } = splitHoisted(await new Response(prelude).text());
  // The server renderer leaves its last context values set in this one realm; a render of nothing resets them.
  await new Response((await prerender(<></>)).prelude).text();
  document.head.insertAdjacentHTML('beforeend', hoisted);
  const container = document.createElement('div');
  container.innerHTML = body;
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const logged = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, tree, { onRecoverableError: (error) => void recoverable.push(error) }),
  );
  // What React reports about hydration; the server and the browser renderer sharing one realm here (never in
  // a real page) is reported too, and is left out.
  const errors = () => [
    ...recoverable,
    ...logged.mock.calls.filter(([message]) => !String(message).startsWith('Detected multiple renderers concurrently')),
  ];
  return { container, serverHtml, errors, unmount: () => act(() => root.unmount()) };
}

describe('the pages with a form, rendered on the server', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it.each([
    ['/workshop', <WorkshopPage key="workshop" />, 'Submit Application'],
    ['/proposal', <ProposalPage key="proposal" />, 'Continue'],
  ] as const)(
    '%s arrives with its form, which cannot be sent until hydrated, and hydrates cleanly',
    async (path, page, submit) => {
      const { serverHtml, errors, unmount } = await renderThenHydrate(path, page);
      // The form is in the server's HTML, its button disabled.
      expect(serverHtml).toContain('<form');
      expect(serverHtml).toMatch(new RegExp(`<button type="submit"[^>]*disabled=""[^>]*>${submit}</button>`));

      await vi.waitFor(() => expect((screen.getByRole('button', { name: submit }) as HTMLButtonElement).disabled).toBe(false));
      expect(errors()).toEqual([]);
      unmount();
    },
  );
});
