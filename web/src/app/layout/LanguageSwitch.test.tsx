import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages, setLocaleSource } from '../../shared/i18n/messages';
import { pathIn } from '../../shared/i18n/locale';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(() => setLocaleSource(() => 'en'));

describe('the language switch', () => {
  it('goes to the same page in the other language', () => {
    expect(pathIn('/blog', 'fr')).toBe('/fr/blog');
    expect(pathIn('/', 'fr')).toBe('/fr');
    expect(pathIn('/blog', 'en')).toBe('/blog');
    expect(pathIn('/', 'en')).toBe('/');
  });

  it('names the other language in that language, on an English page and on a French one', async () => {
    await loadMessages('site', 'fr');
    const { unmount } = render(
      <MemoryRouter initialEntries={['/about?from=menu']}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    const toFrench = screen.getByRole('link', { name: 'Français' });
    expect(toFrench.getAttribute('href')).toBe('/fr/about?from=menu');
    expect(toFrench.getAttribute('lang')).toBe('fr-CA');
    unmount();

    setLocaleSource(() => 'fr');
    render(
      <MemoryRouter initialEntries={['/about']}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    const toEnglish = screen.getByRole('link', { name: 'English' });
    expect(toEnglish.getAttribute('href')).toBe('/about');
    expect(toEnglish.getAttribute('hreflang')).toBe('en-CA');
  });
});
