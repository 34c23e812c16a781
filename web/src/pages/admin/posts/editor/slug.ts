/**
 * The editor's slug rule (spec §4): lower-cased, every character other than a word character
 * (letter, digit, underscore), a space or a hyphen removed, and each run of whitespace turned into
 * one hyphen. Hyphens left at either end are dropped too, because the contract's slug pattern
 * does not allow them ('- Draft -' would otherwise give '--draft--').
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/^-+|-+$/g, '');
}
