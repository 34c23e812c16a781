/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BOOKING_URL?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_PARTNER_REGISTRATION_URL?: string;
  readonly VITE_SUBSCRIPTION_SIGNUP_URL?: string;
  readonly VITE_SUPPORT_LAUNCH_AT?: string;
  readonly VITE_CLIENT_PORTAL_URL?: string;
}
