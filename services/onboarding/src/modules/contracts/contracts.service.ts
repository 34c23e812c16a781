import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { notFound, recordEvent, type Orm } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import { clientNotFound, source } from '../access-codes/access-codes.service.js';
import { OnboardingClient } from '../clients/onboarding-client.entity.js';
import { completeStep, latest, withClient, type StepDeps } from '../steps/client-step.js';
import { contractAlreadySigned, contractNotSent, contractNotSigned, paymentRequired } from '../steps/step-order.js';
import { contractVersion, sha256Of } from './contract-text.js';
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

/** Who signed, as the request that signed shows them. */
export interface Signer {
  fullName: string;
  ipAddress: string;
  userAgent: string;
}

/** The contract's columns have room for this much of what a browser sends about itself. */
const ipLength = 64;
const userAgentLength = 512;

const contractOf = (em: EntityManager, clientId: string) => em.findOne(Contract, { clientId });

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
 * e-mail that same text (a second sending re-sends it, it never rewrites it).
 */
export function sendContract(deps: StepDeps, clientId: string): Promise<ContractView> {
  return withClient(deps, clientId, async (em, client, now) => {
    if (!client.paymentCompleted) throw paymentRequired();
    const existing = await contractOf(em, clientId);
    if (existing?.signedAt) throw contractAlreadySigned();
    if (existing) {
      existing.lastSentAt = now;
      client.lastActivityAt = latest(client.lastActivityAt, now);
      recordContractSent(em, client, existing, now);
      return toContractView(client, existing);
    }
    const text = draftText(client);
    const contract = em.create(Contract, {
      id: randomUUID(),
      clientId,
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
    client.docusignEnvelopeId = contract.envelopeId;
    client.contractSentAt = now;
    completeStep(em, client, 'contract-sent', now);
    recordContractSent(em, client, contract, now);
    return toContractView(client, contract);
  });
}

/**
 * Signs the sent contract: the name typed, the time, the caller's address and browser, and the SHA-256 of the
 * stored text as it is at this moment; the client reaches step 3.
 */
export function signContract(deps: StepDeps, clientId: string, signer: Signer | ((client: OnboardingClient) => Signer)) {
  return withClient(deps, clientId, async (em, client, now) => {
    if (!client.paymentCompleted) throw paymentRequired();
    const contract = await contractOf(em, clientId);
    if (!contract) throw contractNotSent();
    if (contract.signedAt) throw contractAlreadySigned();
    const { fullName, ipAddress, userAgent } = typeof signer === 'function' ? signer(client) : signer;
    contract.signerName = fullName.trim();
    contract.signedAt = now;
    contract.signerIp = ipAddress.slice(0, ipLength);
    contract.signerUserAgent = userAgent.slice(0, userAgentLength);
    contract.signedSha256 = sha256Of(contract.text);
    client.contractSigned = true;
    client.contractSignedAt = now;
    completeStep(em, client, 'contract-signed', now);
    return toContractView(client, contract);
  });
}

/** Mark as Signed (Demo): signed in the contact's name, or the business's when there is no contact name. */
export const demoSigner =
  (request: { ipAddress: string; userAgent: string }) =>
  (client: OnboardingClient): Signer => ({
    fullName: client.contactName.trim() || client.businessName.trim(),
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
  const pdf = await contractPdf({ client, contract, verification: verify(contract) });
  return { pdf, fileName: `contract-${contract.envelopeId}.pdf` };
}
