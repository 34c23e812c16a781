import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** The onboarding packages a client can be invited with. */
export const onboardingPackages = ['starter', 'growth', 'professional'] as const;

/**
 * The team added a client (Add Client) or issued a client a new access code. The code is tied to `email`
 * (lower-cased); `revokedAccessCodeIds` lists the client's earlier codes that stop working now (empty for a
 * new client).
 */
export const clientInvited = defineEvent(
  'onboarding.client.invited.v1',
  z.object({
    clientId: z.uuid(),
    businessName: z.string(),
    contactName: z.string(),
    email: z.string(),
    package: z.enum(onboardingPackages),
    accessCode: z.object({
      id: z.uuid(),
      code: z.string(),
      expiresAt: z.iso.datetime({ offset: true }),
    }),
    revokedAccessCodeIds: z.array(z.uuid()),
    invitedAt: z.iso.datetime({ offset: true }),
  }),
);

export type ClientInvited = z.infer<typeof clientInvited.data>;

/** The steps as the spec numbers them (spec 001 §4): payment 1, contract sent 2, signed 3, video 4. */
export const onboardingSteps = ['payment', 'contract-sent', 'contract-signed', 'video-watched'] as const;

/**
 * A client completed a step of its onboarding. `stepCompleted` is the record's step number after it (a
 * step done out of the usual order never lowers it); `onboardingComplete` is true from the video on.
 */
export const stepCompleted = defineEvent(
  'onboarding.step.completed.v1',
  z.object({
    clientId: z.uuid(),
    step: z.enum(onboardingSteps),
    stepCompleted: z.number().int().min(1).max(4),
    onboardingComplete: z.boolean(),
    email: z.string(),
    businessName: z.string(),
    contactName: z.string(),
    completedAt: z.iso.datetime({ offset: true }),
  }),
);

export type StepCompleted = z.infer<typeof stepCompleted.data>;

/**
 * A client sent its contract for signature: the exact text (and its SHA-256) the client is asked to sign.
 * notifications e-mails it to the client. Recorded again, with the same contract, when it is sent again.
 */
export const contractSent = defineEvent(
  'onboarding.contract.sent.v1',
  z.object({
    clientId: z.uuid(),
    contractId: z.uuid(),
    envelopeId: z.string(),
    version: z.string(),
    email: z.string(),
    businessName: z.string(),
    contactName: z.string(),
    packageLabel: z.string(),
    text: z.string(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    sentAt: z.iso.datetime({ offset: true }),
  }),
);

export type ContractSent = z.infer<typeof contractSent.data>;

/**
 * The team issued a client a new access code (its earlier unredeemed ones, `revokedAccessCodeIds`, stop working).
 * The readable record of it: the code itself travels only in `onboarding.client.invited.v1`, recorded with it
 * for the e-mail and identity. `label` is the client's business name.
 */
export const accessCodeIssued = defineEvent(
  'onboarding.access-code.issued.v1',
  z.object({
    clientId: z.uuid(),
    label: z.string().min(1),
    accessCodeId: z.uuid(),
    expiresAt: z.iso.datetime({ offset: true }),
    revokedAccessCodeIds: z.array(z.uuid()),
    issuedAt: z.iso.datetime({ offset: true }),
  }),
);

export type AccessCodeIssued = z.infer<typeof accessCodeIssued.data>;

/**
 * A client signed its contract, typing `signedBy`, or marked it signed in demo mode (`demo`, signed in the
 * contact's name). `label` is the client's business name. `onboarding.step.completed.v1` follows the step.
 */
export const contractSigned = defineEvent(
  'onboarding.contract.signed.v1',
  z.object({
    clientId: z.uuid(),
    label: z.string().min(1),
    contractId: z.uuid(),
    signedBy: z.string().min(1),
    signedAt: z.iso.datetime({ offset: true }),
    demo: z.boolean(),
  }),
);

export type ContractSigned = z.infer<typeof contractSigned.data>;

/**
 * The signed contract's copy for the client's records: the PDF onboarding renders (the text and its certificate
 * page), recorded in the transaction of the signature. notifications e-mails it to the client as an attachment;
 * messaging files it with the files shared in the client's project. `pdfBase64` is the document's bytes
 * (a few tens of kilobytes), `sha256` their digest; `email`, `contactName` and `businessName` are the client's
 * then. Actor: the client who signed.
 */
export const signedContractIssued = defineEvent(
  'onboarding.signed-contract.issued.v1',
  z.object({
    clientId: z.uuid(),
    contractId: z.uuid(),
    envelopeId: z.string().min(1),
    fileName: z.string().min(1).max(255),
    email: z.string(),
    contactName: z.string(),
    businessName: z.string(),
    signedAt: z.iso.datetime({ offset: true }),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    pdfBase64: z.base64().min(1),
  }),
);

export type SignedContractIssued = z.infer<typeof signedContractIssued.data>;

/** A teammate assigned to a client, with the name they went by then. */
const assignee = z.object({ id: z.uuid(), name: z.string().min(1) }).nullable();

/**
 * The team changed who looks after a client: its project manager and lead developer now, and `before`
 * (null - not assigned). `label` is the client's business name.
 */
export const clientTeamAssigned = defineEvent(
  'onboarding.client.team-assigned.v1',
  z.object({
    clientId: z.uuid(),
    label: z.string().min(1),
    projectManager: assignee,
    leadDeveloper: assignee,
    before: z.object({ projectManager: assignee, leadDeveloper: assignee }),
    assignedAt: z.iso.datetime({ offset: true }),
  }),
);

export type ClientTeamAssigned = z.infer<typeof clientTeamAssigned.data>;

/** The onboarding steps a client can wait at: registering with its code, paying, signing, watching the video. */
export const waitingSteps = ['registration', 'payment', 'contract', 'video'] as const;

/**
 * The team sent a client a reminder of the step it waits at, `days` whole days after it reached it
 * (`waitingSince`). notifications e-mails the client: for registration with its current `accessCode` (null for
 * the other steps, which the client finishes after signing in). `label` is the client's business name.
 */
export const reminderSent = defineEvent(
  'onboarding.reminder.sent.v1',
  z.object({
    clientId: z.uuid(),
    reminderId: z.uuid(),
    label: z.string().min(1),
    step: z.enum(waitingSteps),
    days: z.number().int().min(0),
    waitingSince: z.iso.datetime({ offset: true }),
    email: z.string(),
    contactName: z.string(),
    accessCode: z.object({ code: z.string(), expiresAt: z.iso.datetime({ offset: true }) }).nullable(),
    sentAt: z.iso.datetime({ offset: true }),
  }),
);

export type ReminderSent = z.infer<typeof reminderSent.data>;

/** A field of a client's record as it was and as it is now. */
const change = z.object({ before: z.string(), after: z.string() });

/**
 * The team (Edit Client) or the client (Edit Contact Details) changed the client's record: each changed field
 * before and after, only those. `email` is here only when it changed at once (the client had no account yet);
 * once there is an account a new address waits for confirmation (`onboarding.client.email-change-requested.v1`).
 * `label` is the client's business name after the change.
 */
export const clientUpdated = defineEvent(
  'onboarding.client.updated.v1',
  z.object({
    clientId: z.uuid(),
    label: z.string().min(1),
    changes: z.object({
      businessName: change.optional(),
      contactName: change.optional(),
      email: change.optional(),
      phone: change.optional(),
      projectType: change.optional(),
    }),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
);

export type ClientUpdated = z.infer<typeof clientUpdated.data>;

/**
 * The team gave a client a new e-mail. `direct`: the client had no account yet, so the record and its unused
 * access code took it at once, and identity only follows with its copy of the code (or, when an account was
 * made meanwhile, asks it to confirm); otherwise the record keeps `email` until identity reports the account's
 * address confirmed from `newEmail` (`identity.account.email-changed.v1`).
 */
export const clientEmailChangeRequested = defineEvent(
  'onboarding.client.email-change-requested.v1',
  z.object({
    clientId: z.uuid(),
    label: z.string().min(1),
    email: z.string(),
    newEmail: z.string(),
    direct: z.boolean(),
    requestedAt: z.iso.datetime({ offset: true }),
  }),
);

export type ClientEmailChangeRequested = z.infer<typeof clientEmailChangeRequested.data>;

/** The team marked a client's project completed, with its note (may be empty). */
export const projectCompleted = defineEvent(
  'onboarding.project.completed.v1',
  z.object({
    clientId: z.uuid(),
    label: z.string().min(1),
    note: z.string(),
    completedAt: z.iso.datetime({ offset: true }),
  }),
);

export type ProjectCompleted = z.infer<typeof projectCompleted.data>;

/**
 * The team reopened a client's completed project, with its note (may be empty), and when it had been completed
 * (null for a project completed before completions had a time).
 */
export const projectReopened = defineEvent(
  'onboarding.project.reopened.v1',
  z.object({
    clientId: z.uuid(),
    label: z.string().min(1),
    note: z.string(),
    completedAt: z.iso.datetime({ offset: true }).nullable(),
    reopenedAt: z.iso.datetime({ offset: true }),
  }),
);

export type ProjectReopened = z.infer<typeof projectReopened.data>;

/** A day, YYYY-MM-DD. */
const calendarDate = z.iso.date();

/** What a milestone holds that the team changes: its planned day, the day it was done (null - not yet), its note. */
const milestoneState = z.object({ plannedOn: calendarDate, doneOn: calendarDate.nullable(), note: z.string() });

/**
 * The team changed a milestone of a client's project plan: its state now, and `before`. `completed` is true
 * when this change marked it done (notifications e-mails the client then). `label` is the client's business
 * name; `email` and `contactName` are the client's, for that e-mail.
 */
export const milestoneUpdated = defineEvent(
  'onboarding.milestone.updated.v1',
  z.object({
    clientId: z.uuid(),
    label: z.string().min(1),
    email: z.string(),
    contactName: z.string(),
    milestoneId: z.uuid(),
    name: z.string().min(1),
    position: z.number().int().min(1),
    ...milestoneState.shape,
    before: milestoneState,
    completed: z.boolean(),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
);

export type MilestoneUpdated = z.infer<typeof milestoneUpdated.data>;

/** A milestone of the project template: its name and how many days after onboarding completes it is planned. */
const templateMilestone = z.object({ name: z.string().min(1), offsetDays: z.number().int().min(0) });

/**
 * An admin replaced the project template new clients' plans are made from: its milestones now, and `before`.
 * `projectTemplateId` names the one template.
 */
export const projectTemplateUpdated = defineEvent(
  'onboarding.project-template.updated.v1',
  z.object({
    projectTemplateId: z.uuid(),
    milestones: z.array(templateMilestone).min(1),
    before: z.array(templateMilestone),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
);

export type ProjectTemplateUpdated = z.infer<typeof projectTemplateUpdated.data>;

/** The team added a milestone at the end of a client's plan. `label` is the client's business name. */
export const milestoneAdded = defineEvent(
  'onboarding.milestone.added.v1',
  z.object({
    clientId: z.uuid(),
    label: z.string().min(1),
    milestoneId: z.uuid(),
    name: z.string().min(1),
    position: z.number().int().min(1),
    plannedOn: calendarDate,
    note: z.string(),
    addedAt: z.iso.datetime({ offset: true }),
  }),
);

export type MilestoneAdded = z.infer<typeof milestoneAdded.data>;

/** The team removed a milestone from a client's plan (the ones after it moved up). */
export const milestoneRemoved = defineEvent(
  'onboarding.milestone.removed.v1',
  z.object({
    clientId: z.uuid(),
    label: z.string().min(1),
    milestoneId: z.uuid(),
    name: z.string().min(1),
    removedAt: z.iso.datetime({ offset: true }),
  }),
);

export type MilestoneRemoved = z.infer<typeof milestoneRemoved.data>;
