import { queryRows, type Orm } from '@agency/kit';
import type { components } from '@agency/contracts/openapi/content';
import { contentContract } from '../../contract.js';
import type { ReadCache } from '../../read-cache.js';
import { joinMedia, toImage } from '../media/images.js';

type Partner = components['schemas']['Partner'];

interface PartnerRow {
  id: string;
  name: string;
  logoUrl: string;
  logoWidth: number | null;
  logoHeight: number | null;
}

/** Active partners by name, with their logos' sizes (a hot read: no entity hydration). */
export async function listPartners(orm: Orm): Promise<Partner[]> {
  const rows = await queryRows<PartnerRow>(
    orm,
    `SELECT p.id, p.name, p.logo_url, logo.width AS logo_width, logo.height AS logo_height
     FROM partners p ${joinMedia('logo', 'p.logo_url')}
     WHERE p.active ORDER BY p.name, p.id`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, logo: toImage(row.logoUrl, row.logoWidth, row.logoHeight) }));
}

/** The partners of the home page's logo marquee, read through the short read cache. */
export const partnersModule = (cache: ReadCache) =>
  contentContract.module({
    name: 'partners',
    setup: ({ orm }) => ({
      operations: contentContract.operations({
        listPartners: { handler: async () => ({ status: 200, body: await cache.read('partners', () => listPartners(orm)) }) },
      }),
    }),
  });
