import { locale } from '../../../shared/lib/locale';

/**
 * A share as people read it ("45%"). Only the About page shows percentages: kept out of shared/lib/format so the page
 * does not load the price and date formats with it.
 */
export const formatPercent = (percent: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100);
