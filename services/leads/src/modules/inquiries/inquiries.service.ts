import { randomUUID } from 'node:crypto';
import { faultPoint, notFound, queryRow, queryRows, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { leadsEvents } from '@agency/contracts';
import type { components } from '@agency/contracts/openapi/leads';
import { stageSituation, type InquiryStatus } from '@agency/contracts/leads/rules';
import { SolutionInquiry } from './inquiry.entity.js';

type Schemas = components['schemas'];
export type StrategyCallRequest = Schemas['StrategyCallRequest'];
export type StageInquiryRequest = Schemas['StageInquiryRequest'];
export type Inquiry = Schemas['Inquiry'];
export type InquiryPage = Schemas['InquiryPage'];

export interface InquiryDeps {
  orm: Orm;
  relay: OutboxRelay;
}

type NewInquiry = Pick<SolutionInquiry, 'situationType' | 'name' | 'email' | 'phone' | 'preferredTime'>;

/** Stores the inquiry and its `leads.inquiry.received.v1` event in one transaction. */
async function receiveInquiry({ orm, relay }: InquiryDeps, fields: NewInquiry): Promise<SolutionInquiry> {
  const inquiry = await orm.em.fork().transactional(async (em) => {
    const created = em.create(SolutionInquiry, { id: randomUUID(), ...fields, status: 'pending', createdAt: new Date() });
    recordEvent(em, 'leads', leadsEvents.inquiryReceived, {
      inquiryId: created.id,
      situationType: created.situationType,
      name: created.name,
      email: created.email,
      phone: created.phone,
      preferredTime: created.preferredTime,
      status: 'pending',
      createdAt: created.createdAt.toISOString(),
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
    phone: request.phone.trim(),
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

export interface InquiryQuery {
  status?: InquiryStatus;
  q?: string;
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin list: a hot read, so plain SQL through the ORM's connection, without hydrating entities. */
export async function listInquiries({ orm }: Pick<InquiryDeps, 'orm'>, query: InquiryQuery): Promise<InquiryPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.status) {
    where.push('status = ?');
    params.push(query.status);
  }
  const search = query.q?.trim();
  if (search) {
    where.push('(name ILIKE ? OR email ILIKE ?)');
    params.push(`%${escapeLike(search)}%`, `%${escapeLike(search)}%`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, counted] = await Promise.all([
    queryRows<StoredInquiry>(
      orm,
      `SELECT id, situation_type, name, email, phone, preferred_time, status, created_at
       FROM solution_inquiries ${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      [...params, query.limit, query.offset],
    ),
    queryRow<{ total: number }>(orm, `SELECT count(*)::int AS total FROM solution_inquiries ${filter}`, params),
  ]);
  return { items: rows.map(toInquiry), total: counted?.total ?? 0 };
}

export async function updateInquiryStatus(
  { orm }: Pick<InquiryDeps, 'orm'>,
  id: string,
  status: InquiryStatus,
): Promise<Inquiry> {
  const em = orm.em.fork();
  const inquiry = await em.findOne(SolutionInquiry, { id });
  if (!inquiry) throw notFound('LEADS_INQUIRY_NOT_FOUND', 'No inquiry with this id.');
  inquiry.status = status;
  await em.flush();
  return toInquiry(inquiry);
}

/** An inquiry as stored: the contract's shape, with the time as the entity (Date) or a row (text) holds it. */
type StoredInquiry = Omit<Inquiry, 'createdAt'> & { createdAt: Date | string };

/** The one conversion between a stored inquiry and the contract's. */
function toInquiry(inquiry: StoredInquiry): Inquiry {
  return { ...inquiry, createdAt: new Date(inquiry.createdAt).toISOString() };
}
