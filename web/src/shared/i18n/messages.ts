import { use } from 'react';
import { trackSettled } from '../lib/trackSettled';
import { htmlLang } from './locale';
import type { en } from './en';
import type { enAbout } from './en.about';
import type { enAccount } from './en.account';
import type { enAdmin } from './en.admin';
import type { enBilling } from './en.billing';
import type { enChat } from './en.chat';
import type { enContent } from './en.content';
import type { enFreeWebsite } from './en.freeWebsite';
import type { enHome } from './en.home';
import type { enLeads } from './en.leads';
import type { enLegal } from './en.legal';
import type { enPortal } from './en.portal';
import type { enServicePage } from './en.servicePage';
import type { enChatbot } from './en.servicePage.chatbot';
import type { enEmailMarketing } from './en.servicePage.emailMarketing';
import type { enGmbSeo } from './en.servicePage.gmbSeo';
import type { enSocialMedia } from './en.servicePage.socialMedia';
import type { enWebDevelopment } from './en.servicePage.webDevelopment';
import type { enWebsiteEnhancement } from './en.servicePage.websiteEnhancement';
import type { enSupport } from './en.support';

/**
 * The one message catalog. It comes in parts so a screen carries only its own text, and each part in
 * each language is a chunk of its own, so a page loads the words of its language alone: `site` (the
 * layout's words and every page's title) before the first render, preloaded beside the entry
 * (vite/catalogPreload.ts); every other part with the screens that use it (the home page, the sections
 * that read the content service, the back office, the client portal, the message threads of both sides, each
 * marketing page, each service page's copy).
 */
interface PartMessages {
  site: typeof en;
  home: typeof enHome;
  content: typeof enContent;
  admin: typeof enAdmin;
  about: typeof enAbout;
  freeWebsite: typeof enFreeWebsite;
  support: typeof enSupport;
  legal: typeof enLegal;
  leads: typeof enLeads;
  portal: typeof enPortal;
  chat: typeof enChat;
  billing: typeof enBilling;
  account: typeof enAccount;
  servicePage: typeof enServicePage;
  'servicePage.socialMedia': typeof enSocialMedia;
  'servicePage.webDevelopment': typeof enWebDevelopment;
  'servicePage.chatbot': typeof enChatbot;
  'servicePage.websiteEnhancement': typeof enWebsiteEnhancement;
  'servicePage.gmbSeo': typeof enGmbSeo;
  'servicePage.emailMarketing': typeof enEmailMarketing;
}
export type Part = keyof PartMessages;

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;
export type Messages = UnionToIntersection<PartMessages[Part]>;
export type MessageKey = keyof Messages;
/** What a catalog for another language provides: every key of a part, as plain text. */
export type CatalogPart<P extends Part> = { readonly [Key in keyof PartMessages[P]]: string };

/** The `{name}` placeholders of a message, as a union of names. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
/** Keys of messages with no placeholders: what tables of labels hold. */
export type TextKey = { [Key in MessageKey]: [Placeholders<Messages[Key]>] extends [never] ? Key : never }[MessageKey];
type TemplateKey = Exclude<MessageKey, TextKey>;
export type MessageValues<Key extends TemplateKey> = Record<Placeholders<Messages[Key]>, string | number>;

/** The languages the platform speaks: English, and Canadian French. */
export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];

/** Each part of the catalog in each language, as a chunk of its own. */
export const catalogs: { [L in Locale]: { [P in Part]: () => Promise<CatalogPart<P>> } } = {
  en: {
    site: () => import('./en').then((module) => module.en),
    home: () => import('./en.home').then((module) => module.enHome),
    content: () => import('./en.content').then((module) => module.enContent),
    admin: () => import('./en.admin').then((module) => module.enAdmin),
    about: () => import('./en.about').then((module) => module.enAbout),
    freeWebsite: () => import('./en.freeWebsite').then((module) => module.enFreeWebsite),
    support: () => import('./en.support').then((module) => module.enSupport),
    legal: () => import('./en.legal').then((module) => module.enLegal),
    leads: () => import('./en.leads').then((module) => module.enLeads),
    portal: () => import('./en.portal').then((module) => module.enPortal),
    chat: () => import('./en.chat').then((module) => module.enChat),
    billing: () => import('./en.billing').then((module) => module.enBilling),
    account: () => import('./en.account').then((module) => module.enAccount),
    servicePage: () => import('./en.servicePage').then((module) => module.enServicePage),
    'servicePage.socialMedia': () => import('./en.servicePage.socialMedia').then((module) => module.enSocialMedia),
    'servicePage.webDevelopment': () => import('./en.servicePage.webDevelopment').then((module) => module.enWebDevelopment),
    'servicePage.chatbot': () => import('./en.servicePage.chatbot').then((module) => module.enChatbot),
    'servicePage.websiteEnhancement': () =>
      import('./en.servicePage.websiteEnhancement').then((module) => module.enWebsiteEnhancement),
    'servicePage.gmbSeo': () => import('./en.servicePage.gmbSeo').then((module) => module.enGmbSeo),
    'servicePage.emailMarketing': () => import('./en.servicePage.emailMarketing').then((module) => module.enEmailMarketing),
  },
  fr: {
    site: () => import('./fr').then((module) => module.fr),
    home: () => import('./fr.home').then((module) => module.frHome),
    content: () => import('./fr.content').then((module) => module.frContent),
    admin: () => import('./fr.admin').then((module) => module.frAdmin),
    about: () => import('./fr.about').then((module) => module.frAbout),
    freeWebsite: () => import('./fr.freeWebsite').then((module) => module.frFreeWebsite),
    support: () => import('./fr.support').then((module) => module.frSupport),
    legal: () => import('./fr.legal').then((module) => module.frLegal),
    leads: () => import('./fr.leads').then((module) => module.frLeads),
    portal: () => import('./fr.portal').then((module) => module.frPortal),
    chat: () => import('./fr.chat').then((module) => module.frChat),
    billing: () => import('./fr.billing').then((module) => module.frBilling),
    account: () => import('./fr.account').then((module) => module.frAccount),
    servicePage: () => import('./fr.servicePage').then((module) => module.frServicePage),
    'servicePage.socialMedia': () => import('./fr.servicePage.socialMedia').then((module) => module.frSocialMedia),
    'servicePage.webDevelopment': () => import('./fr.servicePage.webDevelopment').then((module) => module.frWebDevelopment),
    'servicePage.chatbot': () => import('./fr.servicePage.chatbot').then((module) => module.frChatbot),
    'servicePage.websiteEnhancement': () =>
      import('./fr.servicePage.websiteEnhancement').then((module) => module.frWebsiteEnhancement),
    'servicePage.gmbSeo': () => import('./fr.servicePage.gmbSeo').then((module) => module.frGmbSeo),
    'servicePage.emailMarketing': () => import('./fr.servicePage.emailMarketing').then((module) => module.frEmailMarketing),
  },
};

/** Each language's messages, filled part by part as the parts load; never mixed. */
const loaded: Record<Locale, Partial<Record<MessageKey, string>>> = { en: {}, fr: {} };
// By `${locale}:${part}`: each part loads once per language.
const loads = new Map<string, Promise<void>>();

/**
 * The language of what is being rendered now. In the browser, the page's (one language per page); on the server,
 * the request's: the renderer sets a source that reads it from the request being rendered, so that two pages in
 * two languages rendered at once each get their own words.
 */
let pageLocale: Locale = 'en';
let currentLocale: () => Locale = () => pageLocale;

/** The language `t()` speaks now. */
export const activeLocale = (): Locale => currentLocale();

/** On the server: where `t()` learns the language of the request being rendered. */
export function setLocaleSource(source: () => Locale): void {
  currentLocale = source;
}

/** Switches the page's language before rendering: the site part now, the other parts when they are next needed. */
export async function loadLocale(next: Locale): Promise<void> {
  pageLocale = next;
  await loadMessages('site');
  document.documentElement.lang = htmlLang(next);
}

/** Loads a part of the catalog in a language (the active one unless said), once; screens that need it wait for it. */
export function loadMessages(part: Part, locale: Locale = currentLocale()): Promise<void> {
  const id = `${locale}:${part}`;
  let load = loads.get(id);
  if (!load) {
    const loading = trackSettled(
      catalogs[locale][part]().then((messages) => {
        Object.assign(loaded[locale], messages);
      }),
    );
    // A failed chunk load may be retried on the next visit to the screen.
    loading.catch(() => loads.delete(id));
    loads.set(id, loading);
    load = loading;
  }
  return load;
}

/** Suspends the calling screen until these parts of the catalog are loaded (not at all once they are). */
export function useMessages(...parts: Part[]): void {
  for (const part of parts) use(loadMessages(part));
}

/** The message for `key` in the active language, with its placeholders filled in. */
export function t(key: TextKey): string;
export function t<Key extends TemplateKey>(key: Key, values: MessageValues<Key>): string;
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  const text = loaded[currentLocale()][key];
  if (text === undefined) throw new Error(`The message ${key} is used before its part of the catalog is loaded`);
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
