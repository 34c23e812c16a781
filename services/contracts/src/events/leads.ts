import { z } from 'zod';
import { ApplicationStatus, InquiryStatus } from '../openapi/leads.schemas.js';
import { defineEvent } from './envelope.js';

export const inquiryReceived = defineEvent(
  'leads.inquiry.received.v1',
  z.object({
    inquiryId: z.uuid(),
    situationType: z.string().min(1),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    preferredTime: z.string(),
    status: z.literal('pending'),
    createdAt: z.iso.datetime({ offset: true }),
    /** A proposal's other fields (empty strings for what was left out); absent or null for other inquiries. */
    details: z
      .object({
        businessName: z.string(),
        industry: z.string(),
        teamSize: z.string(),
        existingTech: z.string(),
        projectScope: z.string(),
        timeline: z.string(),
        budget: z.string(),
        goals: z.string(),
        challenges: z.string(),
      })
      .nullish(),
  }),
);

export type InquiryReceived = z.infer<typeof inquiryReceived.data>;

/** A student's volunteer application, as stored (pending). */
export const applicationReceived = defineEvent(
  'leads.application.received.v1',
  z.object({
    applicationId: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    university: z.string(),
    program: z.string(),
    year: z.string(),
    experience: z.string(),
    availability: z.string(),
    interests: z.array(z.string()),
    motivation: z.string(),
    status: z.literal('pending'),
    createdAt: z.iso.datetime({ offset: true }),
  }),
);

export type ApplicationReceived = z.infer<typeof applicationReceived.data>;

const inquiryStatus = z.enum(InquiryStatus.enum);
const applicationStatus = z.enum(ApplicationStatus.enum);

/**
 * The team moved an inquiry to another status (a PATCH to the status it already has records nothing).
 * `label` names it readably: a proposal's business name, else the name given (a stage bubble's e-mail).
 */
export const inquiryStatusChanged = defineEvent(
  'leads.inquiry.status-changed.v1',
  z.object({
    inquiryId: z.uuid(),
    label: z.string().min(1),
    before: inquiryStatus,
    after: inquiryStatus,
    changedAt: z.iso.datetime({ offset: true }),
  }),
);

export type InquiryStatusChanged = z.infer<typeof inquiryStatusChanged.data>;

/** The team moved a volunteer application to another status; `label` is the applicant's name. */
export const applicationStatusChanged = defineEvent(
  'leads.application.status-changed.v1',
  z.object({
    applicationId: z.uuid(),
    label: z.string().min(1),
    before: applicationStatus,
    after: applicationStatus,
    changedAt: z.iso.datetime({ offset: true }),
  }),
);

export type ApplicationStatusChanged = z.infer<typeof applicationStatusChanged.data>;
