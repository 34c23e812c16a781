/*
 * Slugs, made the same way wherever one is made: the post editor's preview of a title's slug, and content's
 * slugs of categories and tags. Accented letters keep their plain forms (cafés → cafes, Québec → quebec), so a
 * French word stays readable in the address instead of losing its letters.
 */

/** Letters that do not decompose into a plain letter and a mark, by their plain spelling. */
const spelledOut: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** The text lower-cased with each accented letter as its plain form ('Crème Brûlée' → 'creme brulee'). */
export function plainLetters(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => spelledOut[letter] ?? letter);
}

/**
 * A post's slug from its title (the spec's rule, §4): lower-cased, accents dropped to their plain letters, every
 * character other than a word character (letter, digit, underscore), a space or a hyphen removed, and each run
 * of whitespace one hyphen. Hyphens left at either end are dropped, which the contract's slug pattern refuses.
 */
export function slugFromTitle(title: string): string {
  return plainLetters(title)
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A category's or tag's slug from its name (the contract's Slug: lower-case words joined by hyphens): accents
 * dropped to their plain letters, every run of other characters one hyphen, at most 80 characters. Empty when
 * the name has no letter or digit.
 */
export function slugOf(name: string): string {
  return plainLetters(name)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}
