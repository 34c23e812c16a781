import { createHash } from 'node:crypto';
import { consumer, execute, queryRow, recordEvent } from '@agency/kit';
import { messagingEvents, onboardingEvents } from '@agency/contracts';
import type { ObjectStorage } from '@agency/kit';
import { knownClient } from '../clients/clients.service.js';
import { sanitiseFileName } from './file-types.js';
import { objectKeyOf } from './files.service.js';

const signedContractsDurable = 'messaging--signed-contracts';

/** Who the Files panels say shared it: the agency, on the team's side (so the team, not the client, may remove it). */
const filedBy = { side: 'team', name: 'Maple Builders', accountId: 'onboarding' } as const;

/**
 * A signed contract's copy (`onboarding.signed-contract.issued.v1`) is filed with the files shared in the
 * client's project: its bytes in storage, its row and `messaging.file.shared.v1` in the inbox's transaction.
 * The file's id is the contract's, so a retry after a failure stores the same object and adds no second row.
 * It is the agency's record of the client's contract, so the quota does not refuse it (it counts towards it).
 * A client this service has not heard of yet fails the event, which is tried again.
 */
export const signedContractConsumer = (storage: ObjectStorage) =>
  consumer({
    durable: signedContractsDurable,
    event: onboardingEvents.signedContractIssued,
    handle: async (em, { data }) => {
      await knownClient(em, data.clientId);
      const pdf = Buffer.from(data.pdfBase64, 'base64');
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error(`contract ${data.contractId}: not a PDF`);
      if (createHash('sha256').update(pdf).digest('hex') !== data.sha256)
        throw new Error(`contract ${data.contractId}: its bytes do not match their SHA-256`);
      const filed = await queryRow<{ id: string }>(em, 'SELECT id FROM files WHERE id = :id', { id: data.contractId });
      if (filed) return;
      await storage.put(objectKeyOf(data.clientId, data.contractId), pdf, { contentType: 'application/octet-stream' });
      const name = sanitiseFileName(data.fileName);
      const createdAt = new Date(data.signedAt);
      await execute(
        em,
        `INSERT INTO files (id, client_id, name, size, content_type, uploader_side, uploader_name, uploader_account_id, created_at)
         VALUES (:id, :clientId, :name, :size, 'application/pdf', :side, :uploaderName, :accountId, :createdAt)`,
        {
          id: data.contractId,
          clientId: data.clientId,
          name,
          size: pdf.length,
          side: filedBy.side,
          uploaderName: filedBy.name,
          accountId: filedBy.accountId,
          createdAt,
        },
      );
      recordEvent(em, 'messaging', messagingEvents.fileShared, {
        fileId: data.contractId,
        clientId: data.clientId,
        name,
        size: pdf.length,
        contentType: 'application/pdf',
        uploadedBy: { side: filedBy.side, name: filedBy.name },
        createdAt: createdAt.toISOString(),
      });
    },
  });
