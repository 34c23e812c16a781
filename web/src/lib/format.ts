import { site } from '../site';

/** Numbers and dates in the site's locale (en_CA → en-CA): "30%", "$19", "Thursday, May 1, 2025 at 12:00 a.m.". */
const locale = site.locale.replace('_', '-');

export const formatPercent = (percent: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100);

export const formatPrice = (dollars: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(dollars);

export const formatDate = (date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);

export const formatDateTime = (date: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
