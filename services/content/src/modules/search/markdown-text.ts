/** A few entities a writer may type in markdown, read as the characters they stand for. */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * A post's markdown as the words a reader sees, for the search index only (it is matched, never
 * shown): link and image targets, HTML tags, and the marks of headings, lists, quotes, emphasis,
 * code and tables dropped; link texts, image descriptions and code kept.
 */
export function markdownToText(markdown: string): string {
  return (
    markdown
      .replace(/\r\n?/g, '\n')
      .replace(/^\s*(```|~~~).*$/gm, '')
      .replace(/^\s{0,3}\[[^\]\n]+\]:\s*\S+.*$/gm, '')
      .replace(/!\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
      .replace(/\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
      .replace(/\[([^\]\n]*)\]\[[^\]\n]*\]/g, '$1')
      .replace(/<(https?:[^>\s]+|[^>\s@]+@[^>\s]+)>/g, '$1')
      .replace(/<\/?[a-zA-Z][^>]*>/g, ' ')
      .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => entities[name] ?? '')
      .replace(/^\s{0,3}#{1,6}\s+|\s+#+\s*$/gm, '')
      .replace(/^\s{0,3}(?:[-*_]\s*){3,}$/gm, '')
      .replace(/^\s{0,3}(=+|-+)\s*$/gm, '')
      .replace(/^\s*>+\s?/gm, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/gm, '')
      .replace(/^\s*\|?(?:\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, '')
      .replace(/\|/g, ' ')
      .replace(/[*~`]+/g, '')
      // Underscores mark emphasis, or join words in snake_case: either way a space keeps the words apart.
      .replace(/_+/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
