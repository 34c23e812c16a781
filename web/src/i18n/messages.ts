import { en } from './en';
import type { enAdmin } from './en.admin';
import type { enContent } from './en.content';

/**
 * The one message catalog. It comes in parts so a page carries only the text it shows: `site` ships
 * with the first route, `content` loads with the public sections that read the content service, and
 * `admin` with the back office.
 */
export type Messages = typeof en & typeof enContent & typeof enAdmin;
export type MessageKey = keyof Messages;
interface PartCatalogs {
  site: typeof en;
  content: typeof enContent;
  admin: typeof enAdmin;
}
export type Part = keyof PartCatalogs;
/** What a catalog for another language provides: every key of a part, as plain text. */
export type CatalogPart<P extends Part> = { readonly [Key in keyof PartCatalogs[P]]: string };

/** The `{name}` placeholders of a message, as a union of names. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
/** Keys of messages with no placeholders: what tables of labels hold. */
export type TextKey = { [Key in MessageKey]: [Placeholders<Messages[Key]>] extends [never] ? Key : never }[MessageKey];
type TemplateKey = Exclude<MessageKey, TextKey>;
export type MessageValues<Key extends TemplateKey> = Record<Placeholders<Messages[Key]>, string | number>;

export type Locale = 'en';

// A French catalog adds `fr: { site: () => import('./fr'), content: () => import('./fr.content'), admin: … }`.
const catalogs: { [L in Locale]: { [P in Part]: () => Promise<CatalogPart<P>> } } = {
  en: {
    site: () => Promise.resolve(en),
    content: () => import('./en.content').then((module) => module.enContent),
    admin: () => import('./en.admin').then((module) => module.enAdmin),
  },
};

let locale: Locale = 'en';
const active: Partial<Record<MessageKey, string>> = { ...en };

/** Switches language before rendering: the site part now, the admin part when it is next needed. */
export async function loadLocale(next: Locale): Promise<void> {
  locale = next;
  Object.assign(active, await catalogs[locale].site());
  document.documentElement.lang = locale;
}

/** Loads a part of the catalog in the active language; screens that need it wait for it. */
export async function loadMessages(part: Part): Promise<void> {
  Object.assign(active, await catalogs[locale][part]());
}

/** The message for `key` in the active language, with its placeholders filled in. */
export function t(key: TextKey): string;
export function t<Key extends TemplateKey>(key: Key, values: MessageValues<Key>): string;
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  const text = active[key];
  if (text === undefined) throw new Error(`The message ${key} is used before its part of the catalog is loaded`);
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
