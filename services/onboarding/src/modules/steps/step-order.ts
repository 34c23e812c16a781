import { AppError } from '@agency/kit';

/**
 * The order of the steps (spec 001 §4: payment, contract, video), as the server holds it whatever a browser
 * sends: each refusal is a 409 whose code says which step comes first.
 */
export const paymentRequired = () =>
  new AppError(409, 'ONBOARDING_PAYMENT_REQUIRED', 'Choose your package and complete the payment first.');

export const contractNotSent = () =>
  new AppError(409, 'ONBOARDING_CONTRACT_NOT_SENT', 'Send the contract for signature before signing it.');

export const contractAlreadySigned = () =>
  new AppError(409, 'ONBOARDING_CONTRACT_ALREADY_SIGNED', 'Your contract is already signed.');

export const contractNotSigned = () => new AppError(409, 'ONBOARDING_CONTRACT_NOT_SIGNED', 'Sign your contract first.');

/** The steps as the spec numbers them; a client's number only ever goes up. */
export const stepNumbers = { payment: 1, 'contract-sent': 2, 'contract-signed': 3, 'video-watched': 4 } as const;

export type Step = keyof typeof stepNumbers;

/** The record's step number once `step` is done: a step done again, or out of the usual order, never lowers it. */
export const stepAfter = (current: number, step: Step) => Math.max(current, stepNumbers[step]);
