import { site } from '../../app/site';

/** The site's locale as Intl takes it (en_CA → en-CA): numbers, prices and dates are shown in it. */
export const locale = site.locale.replace('_', '-');
