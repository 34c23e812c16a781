import type { TextKey } from '../i18n/messages';

export interface ServiceSummary {
  path: string;
  name: TextKey;
  summary: TextKey;
}

/** The six service pages, in the order the navigation, footer and home grid show them. */
export const services: readonly ServiceSummary[] = [
  { path: '/services/social-media', name: 'service.socialMedia.name', summary: 'service.socialMedia.summary' },
  { path: '/services/web-development', name: 'service.webDevelopment.name', summary: 'service.webDevelopment.summary' },
  { path: '/services/chatbot', name: 'service.chatbot.name', summary: 'service.chatbot.summary' },
  {
    path: '/services/website-enhancement',
    name: 'service.websiteEnhancement.name',
    summary: 'service.websiteEnhancement.summary',
  },
  { path: '/services/gmb-seo', name: 'service.gmbSeo.name', summary: 'service.gmbSeo.summary' },
  { path: '/services/email-marketing', name: 'service.emailMarketing.name', summary: 'service.emailMarketing.summary' },
];
