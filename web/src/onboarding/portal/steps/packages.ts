import type { components } from '@agency/contracts/openapi/payments';
import { packageOffers, packageWithPrice } from '@agency/contracts/onboarding/labels';
import { t, type TextKey } from '../../../shared/i18n/messages';

export type Package = components['schemas']['Package'];

interface PackageCard {
  id: Package;
  pages: number | 'unlimited';
  supportMonths: number;
  /** The package's own extra (spec 001 §9): the CMS for Growth, weekly blog posts for Professional. */
  extra?: TextKey;
  idealFor: TextKey;
  mostPopular?: boolean;
}

/** The three packages of spec 001 §9, in the page's order; Growth is the default and Most Popular. */
export const packageCards: readonly PackageCard[] = [
  { id: 'starter', pages: 5, supportMonths: 1, idealFor: 'payment.idealFor.starter' },
  {
    id: 'growth',
    pages: 10,
    supportMonths: 3,
    extra: 'payment.cms',
    idealFor: 'payment.idealFor.growth',
    mostPopular: true,
  },
  {
    id: 'professional',
    pages: 'unlimited',
    supportMonths: 6,
    extra: 'payment.blogPosts',
    idealFor: 'payment.idealFor.professional',
  },
];

export const packageName = (id: Package) => packageOffers[id].name;
export const packagePrice = (id: Package) => `$${packageOffers[id].monthlyPrice}`;
/** 'Growth Package ($39)': how the records and the tab's `selected_package` name a package. */
export const packageTitle = (id: Package) => packageWithPrice(id);

export function packageFeatures({ pages, supportMonths, extra }: PackageCard): string[] {
  return [
    pages === 'unlimited' ? t('payment.unlimitedPages') : t('payment.pages', { count: pages }),
    t(supportMonths === 1 ? 'payment.supportMonth' : 'payment.supportMonths', { months: supportMonths }),
    ...(extra ? [t(extra)] : []),
  ];
}
