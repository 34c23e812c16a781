import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

async function freshCatalog() {
  vi.resetModules();
  return import('./messages');
}

describe('useMessages', () => {
  it('loads the part of the catalog a screen needs before it renders, once', async () => {
    const { t, loadMessages, useMessages } = await freshCatalog();
    function Support() {
      useMessages('support');
      return <h1>{t('support.comingSoon')}</h1>;
    }
    expect(() => t('support.comingSoon')).toThrow(/before its part of the catalog is loaded/);

    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Support />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    expect(loadMessages('support')).toBe(loadMessages('support'));
    expect(loadMessages('support')).toMatchObject({ status: 'fulfilled' });
  });

  it('renders at once when the part is already loaded', async () => {
    const { t, loadMessages, useMessages } = await freshCatalog();
    function Support() {
      useMessages('support');
      return <h1>{t('support.comingSoon')}</h1>;
    }
    await loadMessages('support');
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Support />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });
});
