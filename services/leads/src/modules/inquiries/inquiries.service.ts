import { randomUUID } from 'node:crypto';
import { faultPoint, notFound, queryRow, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { leadsEvents } from '@agency/contracts';
import type {
  Inquiry,
  InquiryPage,
  ProposalRequest,
  StageInquiryRequest,
  StrategyCallRequest,
} from '@agency/contracts/openapi/leads';
import { proposalSituation, stageSituation, type InquiryStatus } from '@agency/contracts/leads/rules';
import { changeLeadStatus, type LeadStatus } from '../../status-changes.js';
import { leadExport, leadList, leadPage, type LeadFilter, type LeadQuery } from '../../lists.js';
import { storedPhone } from '../../phone.js';
import { SolutionInquiry, type ProposalDetails } from './inquiry.entity.js';

export type { StrategyCallRequest, StageInquiryRequest, ProposalRequest, Inquiry, InquiryPage };

export interface InquiryDeps {
  orm: Orm;
  relay: OutboxRelay;
}

type NewInquiry = Pick<SolutionInquiry, 'situationType' | 'name' | 'email' | 'phone' | 'preferredTime'> & {
  details?: ProposalDetails;
};

/** Stores the inquiry and its `leads.inquiry.received.v1` event in one transaction. */
async function receiveInquiry({ orm, relay }: InquiryDeps, fields: NewInquiry): Promise<SolutionInquiry> {
  const inquiry = await orm.em.fork().transactional(async (em) => {
    const created = em.create(SolutionInquiry, {
      id: randomUUID(),
      ...fields,
      details: fields.details ?? null,
      status: 'pending',
      createdAt: new Date(),
    });
    recordEvent(em, 'leads', leadsEvents.inquiryReceived, {
      inquiryId: created.id,
      situationType: created.situationType,
      name: created.name,
      email: created.email,
      phone: created.phone,
      preferredTime: created.preferredTime,
      status: 'pending',
      createdAt: created.createdAt.toISOString(),
      ...(fields.details && { details: fields.details }),
    });
    return created;
  });
  faultPoint('outbox:after-commit');
  relay.wake();
  return inquiry;
}

export function submitStrategyCall(deps: InquiryDeps, request: StrategyCallRequest): Promise<SolutionInquiry> {
  return receiveInquiry(deps, {
    situationType: request.situationType,
    name: request.name.trim(),
    email: request.email.trim(),
    phone: storedPhone(request.phone),
    preferredTime: request.preferredTime,
  });
}

/** A stage bubble asks only for an e-mail: it stands in for the name, and any time will do. */
export function submitStageInquiry(deps: InquiryDeps, request: StageInquiryRequest): Promise<SolutionInquiry> {
  const email = request.email.trim();
  return receiveInquiry(deps, {
    situationType: stageSituation(request.stage),
    name: email,
    email,
    phone: '',
    preferredTime: 'any',
  });
}

/**
 * A proposal request is an inquiry: the business name is its name (the e-mail when left empty, since the
 * form's first step does not enforce it), the timeline its preferred time, and everything else its details.
 */
export function submitProposal(deps: InquiryDeps, request: ProposalRequest): Promise<SolutionInquiry> {
  const text = (value: string | undefined) => value?.trim() ?? '';
  const email = request.email.trim();
  const details: ProposalDetails = {
    businessName: text(request.businessName),
    industry: request.industry ?? '',
    teamSize: text(request.teamSize),
    existingTech: text(request.existingTech),
    projectScope: text(request.projectScope),
    timeline: request.timeline,
    budget: text(request.budget),
    goals: text(request.goals),
    challenges: text(request.challenges),
  };
  return receiveInquiry(deps, {
    situationType: proposalSituation,
    name: details.businessName || email,
    email,
    phone: storedPhone(request.phone),
    preferredTime: request.timeline,
    details,
  });
}

type InquiryFilter = LeadFilter<InquiryStatus>;

/** The columns of an inquiry as the contract has it, for every read. */
export const inquiryColumns = 'id, situation_type, name, email, phone, preferred_time, status, created_at, details';

/** The admin list and its export: a hot read, so plain SQL without hydrating entities. */
const inquiries = leadList('solution_inquiries', inquiryColumns, ['name', 'email'], toInquiry);

export async function listInquiries({ orm }: Pick<InquiryDeps, 'orm'>, query: LeadQuery<InquiryStatus>): Promise<InquiryPage> {
  return leadPage(orm, inquiries, query);
}

export async function exportInquiries({ orm }: Pick<InquiryDeps, 'orm'>, filter: InquiryFilter): Promise<Inquiry[]> {
  return leadExport(orm, inquiries, filter);
}

export async function getInquiry({ orm }: Pick<InquiryDeps, 'orm'>, id: string): Promise<Inquiry> {
  const row = await queryRow<StoredInquiry>(orm, `SELECT ${inquiryColumns} FROM solution_inquiries WHERE id = :id`, { id });
  if (!row) throw inquiryNotFound();
  return toInquiry(row);
}

/** The inquiry moved to `status`, with `leads.inquiry.status-changed.v1`. */
export async function updateInquiryStatus(deps: InquiryDeps, id: string, status: InquiryStatus): Promise<Inquiry> {
  return toInquiry(await changeLeadStatus(deps, inquiryStatus, id, status));
}

const inquiryStatus: LeadStatus<SolutionInquiry, InquiryStatus, leadsEvents.InquiryStatusChanged> = {
  entity: SolutionInquiry,
  notFound: () => inquiryNotFound(),
  event: leadsEvents.inquiryStatusChanged,
  facts: (inquiry, change) => ({ inquiryId: inquiry.id, label: inquiryLabel(inquiry), ...change }),
};

/** How an inquiry is named where people read about it: a proposal's business, else whoever sent it. */
const inquiryLabel = (inquiry: Pick<SolutionInquiry, 'name' | 'details'>) => inquiry.details?.businessName || inquiry.name;

const inquiryNotFound = () => notFound('LEADS_INQUIRY_NOT_FOUND', 'No inquiry with this id.');

/** An inquiry as stored: the contract's shape, with the time as the entity (Date) or a row (text) holds it. */
export type StoredInquiry = Omit<Inquiry, 'createdAt' | 'details'> & {
  createdAt: Date | string;
  details?: ProposalDetails | null;
};

/** The one conversion between a stored inquiry and the contract's. */
export function toInquiry(inquiry: StoredInquiry): Inquiry {
  return { ...inquiry, details: inquiry.details ?? null, createdAt: new Date(inquiry.createdAt).toISOString() };
}
