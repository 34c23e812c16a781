import { t, type TextKey } from '../../../shared/i18n/messages';

export interface Plan {
  id: 'starter' | 'growth' | 'professional';
  name: TextKey;
  text: TextKey;
  /** Canadian cents a month, once the free week is over. */
  monthlyPrice: number;
  pages: number | 'unlimited';
  supportMonths: number;
  mostPopular?: boolean;
}

/** The three monthly plans of the free-website offer (the spec's prices, pages and support periods). */
export const plans: readonly Plan[] = [
  {
    id: 'starter',
    name: 'freeWebsite.plan.starter',
    text: 'freeWebsite.plan.starter.text',
    monthlyPrice: 1900,
    pages: 5,
    supportMonths: 1,
  },
  {
    id: 'growth',
    name: 'freeWebsite.plan.growth',
    text: 'freeWebsite.plan.growth.text',
    monthlyPrice: 3900,
    pages: 10,
    supportMonths: 3,
    mostPopular: true,
  },
  {
    id: 'professional',
    name: 'freeWebsite.plan.professional',
    text: 'freeWebsite.plan.professional.text',
    monthlyPrice: 7900,
    pages: 'unlimited',
    supportMonths: 6,
  },
];

export const pagesText = ({ pages }: Plan) =>
  pages === 'unlimited' ? t('freeWebsite.plan.unlimitedPages') : t('freeWebsite.plan.pages', { count: pages });

export const supportText = ({ supportMonths: months }: Plan) =>
  t(months === 1 ? 'freeWebsite.plan.supportMonth' : 'freeWebsite.plan.supportMonths', { months });
