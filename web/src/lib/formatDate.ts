/**
 * The spec's date patterns: 'MMM d, yyyy' in lists ("Nov 22, 2026") and 'MMMM d, yyyy' on a post
 * ("November 22, 2026"), in the visitor's time zone. English month names (en-US: en-CA's abbreviations
 * have carried a period in some ICU versions), put together from parts so the shape is always the spec's.
 */
const formats = {
  short: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  long: new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
};

export function formatDate(iso: string, style: keyof typeof formats): string {
  const parts = Object.fromEntries(formats[style].formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year}`;
}
