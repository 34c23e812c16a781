// What code outside the leads contract must agree with it on, read from the contract (never copied).
import type { components } from '../openapi/leads.js';
import * as leadsSchemas from '../openapi/leads.schemas.js';

type Schemas = components['schemas'];
export type Challenge = Schemas['Challenge'];
export type PreferredTime = Schemas['PreferredTime'];
export type InquiryStatus = Schemas['InquiryStatus'];

export const challenges: readonly Challenge[] = leadsSchemas.Challenge.enum;
export const preferredTimes: readonly PreferredTime[] = leadsSchemas.PreferredTime.enum;
export const inquiryStatuses: readonly InquiryStatus[] = leadsSchemas.InquiryStatus.enum;

const contact = leadsSchemas.StrategyCallRequest.properties;

/** The most characters the contract takes for each contact field. */
export const contactLimits = {
  name: contact.name.maxLength,
  email: contact.email.maxLength,
  phone: contact.phone.maxLength,
} as const;

/** A phone number as the contract takes it (ajv reads contract patterns with the `u` flag too). */
export const phonePattern = new RegExp(contact.phone.pattern, 'u');

/** A business-stage inquiry is stored with the situation `business-stage-<n>`. */
export const stageSituation = (stage: number) => `business-stage-${stage}`;
export const isStageSituation = (situation: string) => /^business-stage-\d+$/.test(situation);
