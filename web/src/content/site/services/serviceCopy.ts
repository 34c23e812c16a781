import type { ServiceId } from '../../services';
import type { Part, TextKey } from '../../../shared/i18n/messages';

/**
 * What each service page shows, as catalog keys: every page has the same parts (four offers, four
 * steps, three figures, three questions), so one component renders all six from their copy.
 */
export const offerNumbers = [1, 2, 3, 4] as const;
export const stepNumbers = [1, 2, 3, 4] as const;
export const statNumbers = [1, 2, 3] as const;
export const faqNumbers = [1, 2, 3] as const;

type OfferNumber = (typeof offerNumbers)[number];
type StepNumber = (typeof stepNumbers)[number];
type StatNumber = (typeof statNumbers)[number];
type FaqNumber = (typeof faqNumbers)[number];

export const copyPart = (id: ServiceId): Part => `servicePage.${id}`;
/** The hero's lead; it names the city (`{city}`). */
export const leadText = (id: ServiceId) => `servicePage.${id}.lead` as const;
export const offerText = (id: ServiceId, offer: OfferNumber, text: 'title' | 'text'): TextKey =>
  `servicePage.${id}.offer.${offer}.${text}`;
export const stepText = (id: ServiceId, step: StepNumber, text: 'title' | 'text'): TextKey =>
  `servicePage.${id}.step.${step}.${text}`;
export const statText = (id: ServiceId, stat: StatNumber, text: 'value' | 'label'): TextKey =>
  `servicePage.${id}.stat.${stat}.${text}`;
export const faqText = (id: ServiceId, faq: FaqNumber, text: 'question' | 'answer'): TextKey =>
  `servicePage.${id}.faq.${faq}.${text}`;

interface ServiceExtras {
  /**
   * Figures that are typical client results rather than the spec's (150% follower growth, 85%
   * resolution rate) or facts of the offer (built in 5 days, answers 24/7); the page says so.
   */
  typicalStats: readonly StatNumber[];
  /** Where the page shows more of our work. */
  more?: { to: string; label: TextKey };
}

export const serviceExtras: Record<ServiceId, ServiceExtras> = {
  socialMedia: {
    typicalStats: [2, 3],
    more: { to: '/services/social-media/case-studies', label: 'servicePage.socialMedia.more' },
  },
  webDevelopment: {
    typicalStats: [2, 3],
    more: { to: '/services/web-development/portfolio', label: 'servicePage.webDevelopment.more' },
  },
  chatbot: { typicalStats: [3] },
  websiteEnhancement: { typicalStats: [1, 2, 3] },
  gmbSeo: { typicalStats: [1, 2, 3] },
  emailMarketing: { typicalStats: [1, 2, 3] },
};
