import { paymentsEvents } from '@agency/contracts';
import { packageOffers } from '@agency/contracts/onboarding/labels';

export type PaymentPackage = (typeof paymentsEvents.paymentPackages)[number];

/** Checkout is in Canadian dollars. */
export const checkoutCurrency = 'cad';

/** The package's monthly price in cents, from the one table of offers. */
export const monthlyPriceCents = (pkg: PaymentPackage) => packageOffers[pkg].monthlyPrice * 100;

/** `growth` -> `Growth Package`, the product name Checkout shows. */
export const productName = (pkg: PaymentPackage) => `${packageOffers[pkg].name} Package`;

export const isPaymentPackage = (value: unknown): value is PaymentPackage =>
  typeof value === 'string' && (paymentsEvents.paymentPackages as readonly string[]).includes(value);
