import { htmlLang } from '../../shared/i18n/locale';
import type { Locale } from '../../shared/i18n/messages';
import { HAND_OVER_ID, type HandOver } from './handOver';

/** index.html cut where a rendered page goes: its head (without the defaults a page replaces) and body. */
export interface Shell {
  head: string;
  beforeRoot: string;
  afterRoot: string;
}

const ROOT = '<div id="root"></div>';

// The shell's title and description stand in for pages the browser renders; a rendered page brings its own.
const defaultTitle = /<title>[^<]*<\/title>\s*/;
const defaultDescription = /<meta\s+name="description"[^>]*data-default[^>]*>\s*/;

export function readShell(indexHtml: string): Shell {
  const headEnd = indexHtml.indexOf('</head>');
  const rootAt = indexHtml.indexOf(ROOT);
  if (headEnd < 0 || rootAt < headEnd) throw new Error('index.html has no </head> before an empty #root');
  return {
    head: indexHtml.slice(0, headEnd).replace(defaultTitle, '').replace(defaultDescription, ''),
    beforeRoot: indexHtml.slice(headEnd, rootAt),
    afterRoot: indexHtml.slice(rootAt + ROOT.length),
  };
}

/**
 * React 19 writes the tags it hoists (title, meta, link) at the very start of a render that is not a
 * whole document; they belong in <head>, where the browser's hydration looks for them.
 */
const hoisted = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)*/;

export function splitHoisted(rendered: string): { hoisted: string; body: string } {
  const head = hoisted.exec(rendered)?.[0] ?? '';
  return { hoisted: head, body: rendered.slice(head.length) };
}

// In a script element only '<' can end it early; JSON has no other way out.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The finished page: the shell's head with the page's tags and structured data, the HTML, the hand-over. */
export function pageDocument(
  shell: Shell,
  page: { rendered: string; structuredData: readonly string[]; handOver: HandOver; locale?: Locale },
): string {
  const { hoisted: tags, body } = splitHoisted(page.rendered);
  // The shell says English; a French page says Canadian French.
  const head = page.locale === 'fr' ? shell.head.replace(/<html lang="en">/, `<html lang="${htmlLang('fr')}">`) : shell.head;
  const jsonLd = page.structuredData.map((json) => `<script type="application/ld+json" data-seo>${json}</script>`).join('');
  return (
    `${head}${tags}${jsonLd}${shell.beforeRoot}<div id="root">${body}</div>` +
    `<script type="application/json" id="${HAND_OVER_ID}">${scriptJson(page.handOver)}</script>${shell.afterRoot}`
  );
}
