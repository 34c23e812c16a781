/** Every brand and business fact the site shows comes from here. */
export const BRAND = 'Maple Builders';

export const site = {
  brand: BRAND,
  email: 'hello@maplebuilders.ca',
  phone: '+1 (780) 555-0142',
  city: 'Edmonton',
  region: 'Alberta',
  country: 'CA',
  locale: 'en_CA',
  foundingYear: 2023,
  openingHours: 'Mo-Fr 09:00-17:00',
  bookingUrl: import.meta.env.VITE_BOOKING_URL || '/#find-your-solution',
  // No registration widget is given; until one is configured, partners reach us through the proposal form.
  partnerRegistrationUrl: import.meta.env.VITE_PARTNER_REGISTRATION_URL || '/proposal',
  /** When the support centre opens: local time, no zone ('2025-05-01T00:00'). */
  supportLaunchAt: import.meta.env.VITE_SUPPORT_LAUNCH_AT || '2025-05-01T00:00',
  siteUrl: (import.meta.env.VITE_SITE_URL || window.location.origin).replace(/\/$/, ''),
} as const;

/** tel: links need the number without its formatting. */
export const phoneHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;
