// What code outside the leads contract must agree with it on, read from the contract (never copied).
import type {
  ApplicationStatus,
  Availability,
  Challenge,
  Industry,
  InquiryStatus,
  Interest,
  PreferredTime,
  StudyYear,
  Timeline,
} from '../openapi/leads.js';
import * as leadsSchemas from '../openapi/leads.schemas.js';

export type { Challenge, PreferredTime, InquiryStatus, ApplicationStatus, StudyYear, Availability, Interest, Industry, Timeline };

export const challenges: readonly Challenge[] = leadsSchemas.Challenge.enum;
export const preferredTimes: readonly PreferredTime[] = leadsSchemas.PreferredTime.enum;
export const inquiryStatuses: readonly InquiryStatus[] = leadsSchemas.InquiryStatus.enum;
export const applicationStatuses: readonly ApplicationStatus[] = leadsSchemas.ApplicationStatus.enum;
export const studyYears: readonly StudyYear[] = leadsSchemas.StudyYear.enum;
export const availabilities: readonly Availability[] = leadsSchemas.Availability.enum;
export const interests: readonly Interest[] = leadsSchemas.Interest.enum;
export const industries: readonly Industry[] = leadsSchemas.Industry.enum;
export const timelines: readonly Timeline[] = leadsSchemas.Timeline.enum;

/** A proposal is stored as an inquiry with this situation. */
export const proposalSituation = 'proposal';

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
