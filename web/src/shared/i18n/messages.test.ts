import { describe, expect, it, vi } from 'vitest';

async function freshCatalog() {
  vi.resetModules();
  return import('./messages');
}

describe('t', () => {
  it('returns the English text and fills in placeholders', async () => {
    const { t, loadMessages } = await freshCatalog();
    await Promise.all([loadMessages('site'), loadMessages('home')]);
    expect(t('wizard.submit')).toBe('Schedule My Call');
    expect(t('stageModal.position', { number: 3 })).toBe('Stage 3 of 5');
    expect(t('footer.copyright', { year: 2026, brand: 'Maple Builders' })).toBe('© 2026 Maple Builders');
  });

  it('has the back office text only once its part is loaded', async () => {
    const { t, loadMessages } = await freshCatalog();
    expect(() => t('admin.login.title')).toThrow(/before its part of the catalog is loaded/);
    await loadMessages('admin');
    expect(t('admin.login.title')).toBe('Admin Login');
    expect(t('pagination.showing', { page: 2, pages: 3 })).toBe('Showing page 2 of 3');
  });

  it('sets the document language when the locale is loaded', async () => {
    const { loadLocale, t } = await freshCatalog();
    await loadLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(t('notFound.title')).toBe('Page Not Found');
  });
});

describe('languages', () => {
  it('speaks the language of what is being rendered, each from its own words', async () => {
    const { t, loadMessages, setLocaleSource } = await freshCatalog();
    let current: 'en' | 'fr' = 'en';
    setLocaleSource(() => current);
    await Promise.all([loadMessages('site', 'en'), loadMessages('site', 'fr')]);
    const english = t('nav.about');
    current = 'fr';
    const french = t('nav.about');
    expect(english).toBe('About');
    expect(french).not.toBe(english);
    expect(french).toBe('À propos');
    // A part loaded in one language only is not lent to the other.
    await loadMessages('admin', 'en');
    expect(() => t('admin.login.title')).toThrow(/before its part of the catalog is loaded/);
    current = 'en';
    expect(t('admin.login.title')).toBe('Admin Login');
  });

  it('sets the document language of a French page to Canadian French', async () => {
    const { loadLocale, t } = await freshCatalog();
    await loadLocale('fr');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(t('nav.about')).toBe('À propos');
  });
});
