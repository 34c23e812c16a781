import type {
  Contract as ContractView,
  ContractRecord,
  ContractSummary,
  ContractVerification,
} from '@agency/contracts/openapi/onboarding';
import type { OnboardingClient } from '../clients/onboarding-client.entity.js';
import { contractText, contractVersion, sha256Of } from './contract-text.js';
import type { Contract } from './contract.entity.js';

export type { ContractView, ContractRecord };

/** What the contract needs of the client: its details as the project summary names them. */
export type ContractClient = Pick<OnboardingClient, 'businessName' | 'contactName' | 'email' | 'package' | 'projectType'>;

export const contractSummary = (client: ContractClient): ContractSummary => ({
  businessName: client.businessName,
  contactName: client.contactName,
  email: client.email,
  packageLabel: client.projectType,
});

/** The current version of the agreement filled in for the client: what Send Contract for Signature will fix. */
export const draftText = (client: ContractClient) =>
  contractText({
    businessName: client.businessName,
    contactName: client.contactName,
    email: client.email,
    package: client.package,
    packageLabel: client.projectType,
  });

const statusOf = (contract: Contract) => (contract.signedAt ? 'signed' : 'sent');

/** The signature as the client reads it; null until signed (the columns are set together, a CHECK says so). */
function signatureOf(contract: Contract): ContractView['signature'] {
  if (!contract.signedAt || contract.signerName == null || contract.signedSha256 == null) return null;
  return { fullName: contract.signerName, signedAt: contract.signedAt.toISOString(), sha256: contract.signedSha256 };
}

/** The signature as the team's record shows it: where and with what it was given, too. */
function signatureRecordOf(contract: Contract): ContractRecord['signature'] {
  const signature = signatureOf(contract);
  return signature && { ...signature, ipAddress: contract.signerIp ?? '', userAgent: contract.signerUserAgent ?? '' };
}

/**
 * The stored text hashed again: valid while it equals the digest recorded at sending and, once signed, the
 * digest the signature names. A byte changed in the database after the fact makes it false.
 */
export function verify(contract: Contract): ContractVerification {
  const computedSha256 = sha256Of(contract.text);
  const signedMatches = contract.signedSha256 == null || contract.signedSha256 === computedSha256;
  return { valid: computedSha256 === contract.sha256 && signedMatches, computedSha256 };
}

/** The caller's contract: as sent (and signed) when it was, else the draft it would be sent as. */
export function toContractView(client: ContractClient, contract: Contract | null): ContractView {
  if (!contract) {
    const text = draftText(client);
    return {
      status: 'not-sent',
      version: contractVersion,
      text,
      sha256: sha256Of(text),
      summary: contractSummary(client),
      envelopeId: null,
      sentAt: null,
      signature: null,
    };
  }
  return { ...sentContract(client, contract), signature: signatureOf(contract) };
}

/** The team's view of a sent contract: the signature record whole, and whether the stored text still verifies. */
export function toContractRecord(client: ContractClient, contract: Contract): ContractRecord {
  return {
    id: contract.id,
    ...sentContract(client, contract),
    signature: signatureRecordOf(contract),
    verification: verify(contract),
  };
}

/** What the client's and the team's views both say of a sent contract. */
function sentContract(client: ContractClient, contract: Contract): Omit<ContractRecord, 'id' | 'signature' | 'verification'> {
  return {
    status: statusOf(contract),
    version: contract.version,
    text: contract.text,
    sha256: contract.sha256,
    summary: contractSummary(client),
    envelopeId: contract.envelopeId,
    sentAt: contract.sentAt.toISOString(),
  };
}
