import { en } from './en';

export type Messages = typeof en;
export type MessageKey = keyof Messages;
/** What a catalog for another language must provide: every key, as plain text. */
export type Catalog = { readonly [Key in MessageKey]: string };

/** The `{name}` placeholders of a message, as a union of names. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
/** Keys of messages with no placeholders: what tables of labels hold. */
export type TextKey = { [Key in MessageKey]: [Placeholders<Messages[Key]>] extends [never] ? Key : never }[MessageKey];
type TemplateKey = Exclude<MessageKey, TextKey>;
export type MessageValues<Key extends TemplateKey> = Record<Placeholders<Messages[Key]>, string | number>;

export type Locale = 'en';

// English ships with the first route; another language would be a lazy chunk, loaded before rendering.
const catalogs: Record<Locale, () => Promise<Catalog>> = {
  en: () => Promise.resolve(en),
};

let active: Catalog = en;

export async function loadLocale(locale: Locale): Promise<void> {
  active = await catalogs[locale]();
  document.documentElement.lang = locale;
}

/** The message for `key` in the active language, with its placeholders filled in. */
export function t(key: TextKey): string;
export function t<Key extends TemplateKey>(key: Key, values: MessageValues<Key>): string;
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  const text = active[key];
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
