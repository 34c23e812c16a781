import type { TextKey } from '../shared/i18n/messages';

/** A service's name in the catalog and its page's copy (`service.{id}.*`, `servicePage.{id}.*`). */
export type ServiceId = 'socialMedia' | 'webDevelopment' | 'chatbot' | 'websiteEnhancement' | 'gmbSeo' | 'emailMarketing';

export interface ServiceSummary {
  id: ServiceId;
  path: string;
  name: TextKey;
  summary: TextKey;
}

const service = (id: ServiceId, path: string): ServiceSummary => ({
  id,
  path,
  name: `service.${id}.name`,
  summary: `service.${id}.summary`,
});

/** The six service pages, in the order the navigation, footer and home grid show them. */
export const services: readonly ServiceSummary[] = [
  service('socialMedia', '/services/social-media'),
  service('webDevelopment', '/services/web-development'),
  service('chatbot', '/services/chatbot'),
  service('websiteEnhancement', '/services/website-enhancement'),
  service('gmbSeo', '/services/gmb-seo'),
  service('emailMarketing', '/services/email-marketing'),
];
