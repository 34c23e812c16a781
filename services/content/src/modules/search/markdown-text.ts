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
      .replace(/^[ \t]*(```|~~~).*(?:\n|$)/gm, '')
      .replace(/^[ \t]{0,3}\[[^\]\n]+\]:[ \t]*\S+.*$/gm, '')
      .replace(/!\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
      .replace(/\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
      .replace(/\[([^\]\n]*)\]\[[^\]\n]*\]/g, '$1')
      .replace(/<(https?:[^>\s]+|[^>\s@]+@[^>\s]+)>/g, '$1')
      .replace(/<\/?[a-zA-Z][^>]*>/g, ' ')
      .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => entities[name] ?? '')
      .replace(/^[ \t]{0,3}#{1,6}[ \t]+|[ \t]+#+[ \t]*$/gm, '')
      .replace(/^[ \t]{0,3}(?:[-*_][ \t]*){3,}$/gm, '')
      .replace(/^[ \t]{0,3}(=+|-+)[ \t]*$/gm, '')
      .replace(/^[ \t]*>+[ \t]?/gm, '')
      .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/gm, '')
      .replace(/^[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*:?-*:?[ \t]*(?:\n|$)/gm, '')
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
