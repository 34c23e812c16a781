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
  /*
   * The external pages the site links to, each opened in a new tab when the build names it, else
   * undefined and the link stays on the site (OutboundLink). Read when a link renders, not at load.
   */
  /** The appointment-booking calendar: Get Started, Schedule Consultation (else the home page's wizard). */
  get bookingUrl(): string | undefined {
    return import.meta.env.VITE_BOOKING_URL || undefined;
  },
  /** The partner registration form: Partner With Us (else the proposal form). */
  get partnerRegistrationUrl(): string | undefined {
    return import.meta.env.VITE_PARTNER_REGISTRATION_URL || undefined;
  },
  /** The subscription provider's sign-up: the free website's plan buttons, with `plan=<id>` (else the booking link). */
  get subscriptionSignUpUrl(): string | undefined {
    return import.meta.env.VITE_SUBSCRIPTION_SIGNUP_URL || undefined;
  },
  /** When the support centre opens: local time, no zone ('2025-05-01T00:00'). */
  supportLaunchAt: import.meta.env.VITE_SUPPORT_LAUNCH_AT || '2025-05-01T00:00',
  /** The origin canonical links and structured data name (see siteOrigin below). */
  get siteUrl(): string {
    return siteOrigin();
  },
} as const;

// The build's VITE_SITE_URL when set; otherwise the origin the server rendered the page for (it hands
// it over with the page, so both sides write the same links), or else the browser's own.
const builtOrigin: string | undefined = import.meta.env.VITE_SITE_URL || undefined;
let origin = builtOrigin;

export function setSiteOrigin(next: string): void {
  origin = builtOrigin ?? next;
}

function siteOrigin(): string {
  return (origin ?? window.location.origin).replace(/\/$/, '');
}

/** tel: links need the number without its formatting. */
export const phoneHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;
