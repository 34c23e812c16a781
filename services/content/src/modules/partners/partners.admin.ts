import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { escapeLike, notFound, queryRow, queryRows, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import type { components } from '@agency/contracts/openapi/content';
import { isoTime } from '../../time.js';
import { joinMedia, toImage } from '../media/images.js';
import { Partner as PartnerEntity } from './partner.entity.js';

type Schemas = components['schemas'];
type AdminPartner = Schemas['AdminPartner'];
type PartnerInput = Schemas['PartnerInput'];

interface PartnerDeps {
  orm: Orm;
  relay: OutboxRelay;
}

interface AdminPartnerRow {
  id: string;
  name: string;
  logoUrl: string;
  logoWidth: number | null;
  logoHeight: number | null;
  active: boolean;
  createdAt: Date | string;
  total: string;
}

const partnerNotFound = () => notFound('CONTENT_PARTNER_NOT_FOUND', 'No partner with this id.');

const toAdminPartner = (row: AdminPartnerRow): AdminPartner => ({
  id: row.id,
  name: row.name,
  logo: toImage(row.logoUrl, row.logoWidth, row.logoHeight),
  active: row.active,
  createdAt: isoTime(row.createdAt),
});

const selectPartners = `SELECT p.id, p.name, p.logo_url, logo.width AS logo_width, logo.height AS logo_height, p.active,
     p.created_at, count(*) OVER () AS total
   FROM partners p ${joinMedia('logo', 'p.logo_url')}`;

/** Every partner, active or not, by name; `q` matches part of the name, whatever its case. */
export async function listAdminPartners(orm: Orm, query: { q?: string; page: number; pageSize: number }) {
  const pattern = `%${escapeLike(query.q?.trim() ?? '')}%`;
  const rows = await queryRows<AdminPartnerRow>(
    orm,
    `${selectPartners} WHERE p.name ILIKE :pattern ORDER BY lower(p.name), p.id LIMIT :limit OFFSET :offset`,
    { pattern, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  // The window's count comes with the rows; a page past the last has none, so it is counted on its own.
  const total =
    rows.length > 0 || query.page === 1
      ? Number(rows[0]?.total ?? 0)
      : Number(
          (await queryRow<{ n: string }>(orm, 'SELECT count(*) AS n FROM partners WHERE name ILIKE :pattern', { pattern }))?.n,
        );
  return { items: rows.map(toAdminPartner), total, page: query.page, pageCount: Math.ceil(total / query.pageSize) };
}

async function findAdminPartner(orm: Orm, id: string): Promise<AdminPartner> {
  const row = await queryRow<AdminPartnerRow>(orm, `${selectPartners} WHERE p.id = :id`, { id });
  if (!row) throw partnerNotFound();
  return toAdminPartner(row);
}

const factsOf = (partner: PartnerEntity) => ({
  partnerId: partner.id,
  name: partner.name,
  logoUrl: partner.logoUrl,
  active: partner.active,
});

/** Runs a change and its event in one transaction, then wakes the relay. */
async function change(deps: PartnerDeps, work: (em: EntityManager) => Promise<string>): Promise<string> {
  const id = await deps.orm.em.fork().transactional(work);
  deps.relay.wake();
  return id;
}

/** A new partner; `content.partner.created.v1`. */
export async function createPartner(deps: PartnerDeps, input: PartnerInput): Promise<AdminPartner> {
  const id = await change(deps, async (em) => {
    const partner = em.create(PartnerEntity, {
      id: randomUUID(),
      name: input.name.trim(),
      logoUrl: input.logoUrl,
      active: input.active,
      createdAt: new Date(),
    });
    await em.flush();
    recordEvent(em, 'content', contentEvents.partnerCreated, factsOf(partner));
    return partner.id;
  });
  return findAdminPartner(deps.orm, id);
}

/** A partner's new name, logo or state; `content.partner.updated.v1`. */
export async function updatePartner(deps: PartnerDeps, id: string, input: PartnerInput): Promise<AdminPartner> {
  await change(deps, async (em) => {
    const partner = await em.findOne(PartnerEntity, { id });
    if (!partner) throw partnerNotFound();
    partner.name = input.name.trim();
    partner.logoUrl = input.logoUrl;
    partner.active = input.active;
    await em.flush();
    recordEvent(em, 'content', contentEvents.partnerUpdated, factsOf(partner));
    return partner.id;
  });
  return findAdminPartner(deps.orm, id);
}

/** Removes a partner (nothing refers to one); `content.partner.deleted.v1` with what it was. */
export async function deletePartner(deps: PartnerDeps, id: string): Promise<void> {
  await change(deps, async (em) => {
    const partner = await em.findOne(PartnerEntity, { id });
    if (!partner) throw partnerNotFound();
    recordEvent(em, 'content', contentEvents.partnerDeleted, factsOf(partner));
    em.remove(partner);
    return id;
  });
}
