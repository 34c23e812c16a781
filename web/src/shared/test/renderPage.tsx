import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a page as the router shows it at `path`, with a Suspense boundary for its lazy parts. */
export function renderPage(path: string, page: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback="loading">{page}</Suspense>
    </MemoryRouter>,
  );
}
