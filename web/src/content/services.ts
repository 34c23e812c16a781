export interface ServiceSummary {
  name: string;
  path: string;
  summary: string;
}

/** The six service pages, in the order the navigation, footer and home grid show them. */
export const services: readonly ServiceSummary[] = [
  {
    name: 'Social Media Marketing',
    path: '/services/social-media',
    summary: 'Content calendars, posts and ads that turn followers into customers.',
  },
  {
    name: 'Web Development',
    path: '/services/web-development',
    summary: 'Fast, mobile-friendly websites built to convert visitors into leads.',
  },
  {
    name: 'Smart Chatbots',
    path: '/services/chatbot',
    summary: 'Chatbots that answer customer questions and book appointments around the clock.',
  },
  {
    name: 'Website Enhancement',
    path: '/services/website-enhancement',
    summary: 'Speed, design and copy improvements for the website you already have.',
  },
  {
    name: 'GMB & SEO',
    path: '/services/gmb-seo',
    summary: 'A Google Business Profile and search rankings that bring local customers to you.',
  },
  {
    name: 'Email Marketing',
    path: '/services/email-marketing',
    summary: 'Newsletters and automated campaigns that keep customers coming back.',
  },
];
