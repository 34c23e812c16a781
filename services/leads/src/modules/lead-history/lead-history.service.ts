import { queryRows, type Orm } from '@agency/kit';
import type { LeadEntry, LeadHistory } from '@agency/contracts/openapi/leads';
import { proposalSituation } from '@agency/contracts/leads/rules';
import { applicationColumns, toApplication, type StoredApplication } from '../applications/applications.service.js';
import { inquiryColumns, toInquiry, type StoredInquiry } from '../inquiries/inquiries.service.js';

export type { LeadHistory };

/** The most entries one history shows, as the contract says. */
const historyLimit = 200;

/**
 * Everything one address has sent: its inquiries, proposals and applications, newest first. The address
 * matches whole and whatever its case (each table has an index on `lower(email)`).
 */
export async function listLeadsByEmail({ orm }: { orm: Orm }, email: string): Promise<LeadHistory> {
  const address = email.trim();
  const [inquiries, applications] = await Promise.all([
    queryRows<StoredInquiry>(
      orm,
      `SELECT ${inquiryColumns} FROM solution_inquiries
       WHERE lower(email) = lower(:address) ORDER BY created_at DESC, id DESC LIMIT :historyLimit`,
      { address, historyLimit },
    ),
    queryRows<StoredApplication>(
      orm,
      `SELECT ${applicationColumns} FROM volunteer_applications
       WHERE lower(email) = lower(:address) ORDER BY created_at DESC, id DESC LIMIT :historyLimit`,
      { address, historyLimit },
    ),
  ]);
  const entries: LeadEntry[] = [
    ...inquiries.map(toInquiry).map((inquiry): LeadEntry => ({
      kind: inquiry.situationType === proposalSituation ? 'proposal' : 'inquiry',
      createdAt: inquiry.createdAt,
      inquiry,
      application: null,
    })),
    ...applications
      .map(toApplication)
      .map((application): LeadEntry => ({ kind: 'application', createdAt: application.createdAt, inquiry: null, application })),
  ];
  // ISO times in UTC compare as text.
  entries.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return { email: address, items: entries.slice(0, historyLimit) };
}
