import { notFound } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import type { AdminPartner, PartnerInput } from '@agency/contracts/openapi/content';
import { recordAdmin } from '../../record-admin.js';
import { isoTime } from '../../time.js';
import { joinMedia, toImage } from '../media/images.js';
import { Partner } from './partner.entity.js';

interface AdminPartnerRow {
  id: string;
  name: string;
  logoUrl: string;
  logoWidth: number | null;
  logoHeight: number | null;
  active: boolean;
  createdAt: Date | string;
}

/**
 * Every partner, active or not, by name (`q` matches part of it, whatever its case); a new one, an edit and a
 * delete (nothing refers to a partner), each with its `content.partner.*.v1` event.
 */
export const partners = recordAdmin({
  entity: Partner,
  list: {
    columns: `p.id, p.name, p.logo_url, logo.width AS logo_width, logo.height AS logo_height, p.active, p.created_at`,
    from: `partners p ${joinMedia('logo', 'p.logo_url')}`,
    search: ['p.name'],
    orderBy: 'lower(p.name), p.id',
    toItem: (row: AdminPartnerRow): AdminPartner => ({
      id: row.id,
      name: row.name,
      logo: toImage(row.logoUrl, row.logoWidth, row.logoHeight),
      active: row.active,
      createdAt: isoTime(row.createdAt),
    }),
  },
  idColumn: 'p.id',
  notFound: () => notFound('CONTENT_PARTNER_NOT_FOUND', 'No partner with this id.'),
  fields: (input: PartnerInput) => ({ name: input.name.trim(), logoUrl: input.logoUrl, active: input.active }),
  created: () => ({ createdAt: new Date() }),
  events: { created: contentEvents.partnerCreated, updated: contentEvents.partnerUpdated, deleted: contentEvents.partnerDeleted },
  facts: (partner) => ({ partnerId: partner.id, name: partner.name, logoUrl: partner.logoUrl, active: partner.active }),
});
