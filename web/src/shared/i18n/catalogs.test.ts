import { describe, expect, it } from 'vitest';
import { catalogs, locales, type Part } from './messages';

const parts = Object.keys(catalogs.en) as Part[];
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
const tags = (text: string) => (text.match(/<\/?\w+>/g) ?? []).sort();

describe('every language of the catalog', () => {
  it('has the same parts', () => {
    for (const locale of locales) expect(Object.keys(catalogs[locale]).sort()).toEqual([...parts].sort());
  });

  describe.each(parts)('part %s', (part) => {
    it.each(locales.filter((locale) => locale !== 'en'))(
      'in %s has every English key and no other, with the same placeholders and markup',
      async (locale) => {
        const english: Record<string, string> = await catalogs.en[part]();
        const other: Record<string, string> = await catalogs[locale][part]();
        expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) {
          const translated = other[key]!;
          expect(translated.trim(), key).not.toBe('');
          expect({ key, placeholders: placeholders(translated) }).toEqual({ key, placeholders: placeholders(text) });
          expect({ key, tags: tags(translated) }).toEqual({ key, tags: tags(text) });
        }
      },
    );
  });
});
