import { t, type TextKey } from '../../../shared/i18n/messages';
import { formatPercent } from './percent';

export interface ProfitShare {
  /** Also the name of its colour class in profitColors.module.css. */
  id: 'studentPay' | 'localVentures' | 'companyGrowth';
  percent: number;
  label: TextKey;
  text: TextKey;
}

/** How profit is split (the spec's 30 / 40 / 30). */
export const profitShares: readonly ProfitShare[] = [
  { id: 'studentPay', percent: 30, label: 'about.profit.studentPay', text: 'about.profit.studentPay.text' },
  { id: 'localVentures', percent: 40, label: 'about.profit.localVentures', text: 'about.profit.localVentures.text' },
  { id: 'companyGrowth', percent: 30, label: 'about.profit.companyGrowth', text: 'about.profit.companyGrowth.text' },
];

/** "Student Pay: 30%", as the tooltip and the slice's name say it. */
export const shareText = (share: ProfitShare) =>
  t('about.profit.share', { label: t(share.label), percent: formatPercent(share.percent) });
