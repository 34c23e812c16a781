import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { AppError, notFound, recordEvent, type Orm, type Principal } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import { clientNotFound, source } from '../access-codes/access-codes.service.js';
import { OnboardingClient } from '../clients/onboarding-client.entity.js';
import { completeStep, latest, withClient, type StepDeps } from '../steps/client-step.js';
import { contractAlreadySigned, contractNotSent, contractNotSigned, paymentRequired } from '../steps/step-order.js';
import { contractVersion, oneLine, sha256Of } from './contract-text.js';
import { Contract } from './contract.entity.js';
import { contractPdf } from './contract-pdf.js';
import {
  draftText,
  toContractRecord,
  toContractView,
  verify,
  type ContractRecord,
  type ContractView,
} from './contracts.views.js';

export const contractNotFound = () => notFound('ONBOARDING_CONTRACT_NOT_FOUND', 'This client has not been sent a contract yet.');

const contractChanged = () =>
  new AppError(
    409,
    'ONBOARDING_CONTRACT_CHANGED',
    'Your contract is no longer the text we sent you, so it cannot be signed or sent again. Please contact us.',
  );

/** Where a step reports what the client is not told: a stored contract whose text changed. */
export interface ContractLog {
  error: (details: object, message: string) => void;
}

/** Who signed, as the request that signed shows them. */
export interface Signer {
  fullName: string;
  ipAddress: string;
  userAgent: string;
}

/** The contract's columns have room for this much of what a browser sends about itself. */
const ipLength = 64;
const userAgentLength = 512;

/** A signature's name as the contract allows it (Signature.fullName), in characters. */
const signerNameLength = 120;

/**
 * Within this long of the last sending, Send Contract for Signature answers the contract as it is and
 * e-mails nothing: a double click or a client pressing again does not fill its inbox.
 */
const resendIntervalMs = 60_000;

const contractOf = (em: EntityManager, clientId: string) => em.findOne(Contract, { clientId });

/**
 * The stored text must still be the one sent, whose SHA-256 the client was e-mailed: otherwise signing it
 * (or e-mailing it again under that digest) would record a text the client never received. Nothing a client
 * does changes it, so the team is told.
 */
function assertTextAsSent(contract: Contract, log: ContractLog): void {
  const storedSha256 = sha256Of(contract.text);
  if (storedSha256 === contract.sha256) return;
  log.error(
    { clientId: contract.clientId, contractId: contract.id, sentSha256: contract.sha256, storedSha256 },
    'contract text changed since it was sent; signing and sending it again are refused',
  );
  throw contractChanged();
}

/** The caller's contract: refused before payment; the draft until it is sent. */
export async function ownContract(orm: Orm, clientId: string): Promise<ContractView> {
  const em = orm.em.fork();
  const client = await em.findOne(OnboardingClient, { id: clientId });
  if (!client) throw clientNotFound();
  if (!client.paymentCompleted) throw paymentRequired();
  return toContractView(client, await contractOf(em, clientId));
}

function recordContractSent(em: EntityManager, client: OnboardingClient, contract: Contract, at: Date): void {
  recordEvent(em, source, onboardingEvents.contractSent, {
    clientId: client.id,
    contractId: contract.id,
    envelopeId: contract.envelopeId,
    version: contract.version,
    email: client.email,
    businessName: client.businessName,
    contactName: client.contactName,
    packageLabel: client.projectType,
    text: contract.text,
    sha256: contract.sha256,
    sentAt: at.toISOString(),
  });
}

/**
 * Send Contract for Signature: the first time, the draft's exact text is fixed with its SHA-256 and an
 * envelope id, the client reaches step 2; every time, `onboarding.contract.sent.v1` asks notifications to
 * e-mail that same text (a second sending re-sends it, it never rewrites it), but not twice within a minute.
 */
export function sendContract(deps: StepDeps, caller: Principal, log: ContractLog): Promise<ContractView> {
  return withClient(deps, caller, async (em, client, now) => {
    if (!client.paymentCompleted) throw paymentRequired();
    const existing = await contractOf(em, client.id);
    if (existing?.signedAt) throw contractAlreadySigned();
    if (existing) {
      if (now.getTime() - existing.lastSentAt.getTime() < resendIntervalMs) return toContractView(client, existing);
      assertTextAsSent(existing, log);
      existing.lastSentAt = now;
      client.lastActivityAt = latest(client.lastActivityAt, now);
      recordContractSent(em, client, existing, now);
      return toContractView(client, existing);
    }
    const text = draftText(client);
    const contract = em.create(Contract, {
      id: randomUUID(),
      clientId: client.id,
      version: contractVersion,
      text,
      sha256: sha256Of(text),
      envelopeId: `envelope_${now.getTime()}`,
      sentAt: now,
      lastSentAt: now,
      signerName: null,
      signedAt: null,
      signerIp: null,
      signerUserAgent: null,
      signedSha256: null,
    });
    client.contractSentAt = now;
    completeStep(em, client, 'contract-sent', now);
    recordContractSent(em, client, contract, now);
    return toContractView(client, contract);
  });
}

/**
 * Signs the sent contract: the name typed, the time, the caller's address and browser, and the SHA-256 of the
 * stored text, which must still be the text sent (409 ONBOARDING_CONTRACT_CHANGED otherwise); the client
 * reaches step 3, and `onboarding.contract.signed.v1` says who signed (`demo` for Mark as Signed (Demo)).
 */
export function signContract(
  deps: StepDeps,
  caller: Principal,
  signer: Signer | ((client: OnboardingClient) => Signer),
  log: ContractLog,
  demo = false,
) {
  return withClient(deps, caller, async (em, client, now) => {
    if (!client.paymentCompleted) throw paymentRequired();
    const contract = await contractOf(em, client.id);
    if (!contract) throw contractNotSent();
    if (contract.signedAt) throw contractAlreadySigned();
    assertTextAsSent(contract, log);
    const { fullName, ipAddress, userAgent } = typeof signer === 'function' ? signer(client) : signer;
    contract.signerName = fullName.trim();
    contract.signedAt = now;
    contract.signerIp = ipAddress.slice(0, ipLength);
    contract.signerUserAgent = userAgent.slice(0, userAgentLength);
    contract.signedSha256 = sha256Of(contract.text);
    client.contractSigned = true;
    client.contractSignedAt = now;
    completeStep(em, client, 'contract-signed', now);
    recordEvent(em, source, onboardingEvents.contractSigned, {
      clientId: client.id,
      label: client.businessName,
      contractId: contract.id,
      signedBy: contract.signerName,
      signedAt: now.toISOString(),
      demo,
    });
    // The client's copy, as the download gives it, for its e-mail and its project's files.
    const copy = await signedCopyOf(client, contract);
    recordEvent(em, source, onboardingEvents.signedContractIssued, {
      clientId: client.id,
      contractId: contract.id,
      envelopeId: contract.envelopeId,
      fileName: copy.fileName,
      email: client.email,
      contactName: client.contactName,
      businessName: client.businessName,
      signedAt: now.toISOString(),
      sha256: createHash('sha256').update(copy.pdf).digest('hex'),
      pdfBase64: copy.pdf.toString('base64'),
    });
    return toContractView(client, contract);
  });
}

/** Text cut to `max` characters (code points, as the contract's maxLength counts them). */
const clip = (text: string, max: number) => Array.from(text).slice(0, max).join('').trimEnd();

/**
 * Mark as Signed (Demo): signed in the contact's name, or the business's when there is no contact name, on
 * one line and no longer than a typed signature may be.
 */
export const demoSigner =
  (request: { ipAddress: string; userAgent: string }) =>
  (client: OnboardingClient): Signer => ({
    fullName: clip(oneLine(client.contactName) || oneLine(client.businessName), signerNameLength),
    ...request,
  });

/** A client's sent contract for the team; 404 for no such client or no contract sent. */
export async function clientContract(orm: Orm, clientId: string): Promise<ContractRecord> {
  const em = orm.em.fork();
  const client = await em.findOne(OnboardingClient, { id: clientId });
  if (!client) throw clientNotFound();
  const contract = await contractOf(em, clientId);
  if (!contract) throw contractNotFound();
  return toContractRecord(client, contract);
}

/** The signed contract as a PDF with its certificate page, and the file name to offer it under. */
export async function signedContractDocument(
  orm: Orm,
  clientId: string,
  whenNone: () => Error,
): Promise<{ pdf: Buffer; fileName: string }> {
  const em = orm.em.fork();
  const client = await em.findOne(OnboardingClient, { id: clientId });
  if (!client) throw clientNotFound();
  const contract = await contractOf(em, clientId);
  if (!contract) throw whenNone();
  if (!contract.signedAt) throw contractNotSigned();
  return signedCopyOf(client, contract);
}

/** A signed contract's PDF with its certificate page, and the file name it is offered and filed under. */
async function signedCopyOf(client: OnboardingClient, contract: Contract): Promise<{ pdf: Buffer; fileName: string }> {
  const pdf = await contractPdf({ client, contract, verification: verify(contract) });
  return { pdf, fileName: `contract-${contract.envelopeId}.pdf` };
}
