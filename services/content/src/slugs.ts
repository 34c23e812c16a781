/**
 * A category's or tag's slug from its name (the contract's Slug: lower-case words joined by hyphens): accents
 * dropped, every run of other characters one hyphen, at most 80 characters. Empty when the name has no letter
 * or digit.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}
