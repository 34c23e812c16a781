import { queryRows, withDefaults, type Orm } from '@agency/kit';
import type { Partner } from '@agency/contracts/openapi/content';
import { contentContract } from '../../contract.js';
import { adminChanges } from '../../record-admin.js';
import type { ReadCache } from '../../read-cache.js';
import { joinMedia, srcsetSql, toImage } from '../media/images.js';
import { partners } from './partners.admin.js';

interface PartnerRow {
  id: string;
  name: string;
  logoUrl: string;
  logoWidth: number | null;
  logoHeight: number | null;
  logoSrcset: string | null;
}

/** Active partners by name, with their logos' sizes (a hot read: no entity hydration). */
export async function listPartners(orm: Orm): Promise<Partner[]> {
  const rows = await queryRows<PartnerRow>(
    orm,
    `SELECT p.id, p.name, p.logo_url, logo.width AS logo_width, logo.height AS logo_height, ${srcsetSql('logo')} AS logo_srcset
     FROM partners p ${joinMedia('logo', 'p.logo_url')}
     WHERE p.active ORDER BY p.name, p.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logo: toImage(row.logoUrl, row.logoWidth, row.logoHeight, row.logoSrcset),
  }));
}

/**
 * The partners of the home page's logo marquee, read through the short read cache; the team's list and changes
 * (admins manage, members see). A change clears the cache once it has committed, and its event clears the
 * rendered pages' cache in the gateway.
 */
export const partnersModule = (cache: ReadCache) =>
  contentContract.module({
    name: 'partners',
    setup: ({ orm, relay, config }) => {
      const deps = { orm, relay };
      const { checked, changed } = adminChanges(cache, config.IMAGE_HOSTS);
      return {
        operations: contentContract.operations({
          listPartners: { handler: async () => ({ status: 200, body: await cache.read('partners', () => listPartners(orm)) }) },
          listAdminPartners: {
            roles: ['admin', 'member'],
            handler: async (request) => ({
              status: 200,
              body: await partners.list(orm, withDefaults(request.query, 'page', 'pageSize')),
            }),
          },
          createPartner: {
            roles: ['admin'],
            handler: async (request) => ({ status: 201, body: changed(await partners.create(deps, checked(request.body))) }),
          },
          updatePartner: {
            roles: ['admin'],
            handler: async (request) => ({
              status: 200,
              body: changed(await partners.update(deps, request.params.id, checked(request.body))),
            }),
          },
          deletePartner: {
            roles: ['admin'],
            handler: async (request) => {
              changed(await partners.remove(deps, request.params.id));
              return { status: 204 };
            },
          },
        }),
      };
    },
  });
