import { badRequest, execute, notFound, queryRow, queryRows, recordEvent, type Orm, type Queryable } from '@agency/kit';
import type { EntityManager } from '@mikro-orm/core';
import { contentEvents } from '@agency/contracts';
import type {
  AdminCaseStudy,
  AdminPricingTier,
  AdminServiceFeature,
  AdminServiceSummary,
  AdminTestimonial,
  CaseStudyInput,
  CaseStudyResult,
  PricingTierInput,
  ServiceFeatureInput,
  ServiceInput,
  TestimonialInput,
} from '@agency/contracts/openapi/content';
import { recordAdmin, type RecordDeps, type RecordOwner } from '../../record-admin.js';
import { isoTime } from '../../time.js';
import { imagesJson, joinMedia, toImage, toOptionalImage, type Image } from '../media/images.js';
import { ServiceCaseStudy, ServiceFeature, ServicePricingTier, ServiceTestimonial } from './catalogue.entity.js';

/** The service a part belongs to, as its events name it. */
interface ServiceRef {
  id: string;
  slug: string;
  title: string;
}

const serviceNotFound = () => notFound('CONTENT_SERVICE_NOT_FOUND', 'No such service.');

/** The service with this slug, active or not; `lock` holds it for the transaction (its features' order). */
async function serviceBySlug(db: Queryable, slug: string, lock = false): Promise<ServiceRef> {
  const row = await queryRow<ServiceRef>(
    db,
    `SELECT id, slug, title FROM services WHERE slug = :slug${lock ? ' FOR UPDATE' : ''}`,
    {
      slug,
    },
  );
  if (!row) throw serviceNotFound();
  return row;
}

/** A service's parts are found by the service's slug in their address. */
const ofService: RecordOwner<ServiceRef> = { find: serviceBySlug, fields: (service) => ({ serviceId: service.id }) };

const serviceFacts = (service: ServiceRef) => ({ serviceId: service.id, serviceSlug: service.slug });

/** Runs a change and its events in one transaction, then wakes the relay. */
async function change<T>(deps: RecordDeps, work: (em: EntityManager) => Promise<T>): Promise<T> {
  const result = await deps.orm.em.fork().transactional(work);
  deps.relay.wake();
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// The services

interface ServiceSummaryRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  active: boolean;
  featureCount: string;
  caseStudyCount: string;
  testimonialCount: string;
  pricingTierCount: string;
}

const selectServices = `SELECT s.id, s.slug, s.title, s.description, s.active,
    (SELECT count(*) FROM service_features f WHERE f.service_id = s.id) AS feature_count,
    (SELECT count(*) FROM service_case_studies cs WHERE cs.service_id = s.id) AS case_study_count,
    (SELECT count(*) FROM service_testimonials t WHERE t.service_id = s.id) AS testimonial_count,
    (SELECT count(*) FROM service_pricing_tiers pt WHERE pt.service_id = s.id) AS pricing_tier_count
  FROM services s`;

const toSummary = (row: ServiceSummaryRow): AdminServiceSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  active: row.active,
  featureCount: Number(row.featureCount),
  caseStudyCount: Number(row.caseStudyCount),
  testimonialCount: Number(row.testimonialCount),
  pricingTierCount: Number(row.pricingTierCount),
});

/** Every service, active or not, by title, with how many parts of each kind it has. */
export async function listAdminServices(orm: Orm): Promise<{ items: AdminServiceSummary[] }> {
  const rows = await queryRows<ServiceSummaryRow>(orm, `${selectServices} ORDER BY lower(s.title), s.slug`);
  return { items: rows.map(toSummary) };
}

export async function getAdminService(orm: Orm, slug: string): Promise<AdminServiceSummary> {
  const row = await queryRow<ServiceSummaryRow>(orm, `${selectServices} WHERE s.slug = :slug`, { slug });
  if (!row) throw serviceNotFound();
  return toSummary(row);
}

/** A service's new title and description (its slug stays); `content.service.updated.v1`. */
export async function updateService(deps: RecordDeps, slug: string, input: ServiceInput): Promise<AdminServiceSummary> {
  const title = input.title.trim();
  const description = input.description.trim();
  await change(deps, async (em) => {
    const service = await serviceBySlug(em, slug, true);
    await execute(em, 'UPDATE services SET title = :title, description = :description WHERE id = :id', {
      id: service.id,
      title,
      description,
    });
    recordEvent(em, 'content', contentEvents.serviceUpdated, { ...serviceFacts(service), title, description });
  });
  return getAdminService(deps.orm, slug);
}

// ---------------------------------------------------------------------------------------------------------------
// Features: kept numbered 1, 2, 3… by every change (the demo's and older rows may start at 0 or have gaps).

interface FeatureRow {
  id: string;
  title: string;
  description: string;
  position: string;
}

const toFeature = (row: FeatureRow): AdminServiceFeature => ({
  id: row.id,
  title: row.title,
  description: row.description,
  displayOrder: Number(row.position),
});

// Each feature's place counts every feature of the service, whatever the search leaves out.
const featureList = {
  columns: 'f.id, f.title, f.description, f.position',
  from: `(SELECT id, title, description, row_number() OVER (ORDER BY display_order, id) AS position
          FROM service_features WHERE service_id = :serviceId) f`,
  search: ['f.title'],
  orderBy: 'f.position',
  toItem: toFeature,
};

const featureFacts = (feature: ServiceFeature, service: ServiceRef) => ({
  serviceFeatureId: feature.id,
  ...serviceFacts(service),
  title: feature.title,
  displayOrder: feature.displayOrder,
});

/** A service's features: added at their place (last unless told), moved, deleted (the later ones moving up). */
export const features = recordAdmin({
  entity: ServiceFeature,
  list: featureList,
  idColumn: 'f.id',
  notFound: () => notFound('CONTENT_FEATURE_NOT_FOUND', 'This service has no feature with this id.'),
  owner: ofService,
  fields: (input: ServiceFeatureInput) => ({ title: input.title.trim(), description: input.description.trim() }),
  ordered: {
    property: 'displayOrder',
    position: (input) => input.displayOrder,
    outOfRange: (last) =>
      badRequest('CONTENT_FEATURE_ORDER_OUT_OF_RANGE', `The display order must be between 1 and ${last}.`, [
        { path: 'body/displayOrder', message: `must be between 1 and ${last}` },
      ]),
  },
  events: {
    created: contentEvents.serviceFeatureCreated,
    updated: contentEvents.serviceFeatureUpdated,
    deleted: contentEvents.serviceFeatureDeleted,
  },
  facts: featureFacts,
});

async function allFeatures(db: Queryable, service: ServiceRef): Promise<AdminServiceFeature[]> {
  const rows = await queryRows<FeatureRow>(db, `SELECT ${featureList.columns} FROM ${featureList.from} ORDER BY f.position`, {
    serviceId: service.id,
  });
  return rows.map(toFeature);
}

/** The ids of a service's features, first to last. */
async function featureIds(em: EntityManager, service: ServiceRef): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    em,
    'SELECT id FROM service_features WHERE service_id = :serviceId ORDER BY display_order, id',
    { serviceId: service.id },
  );
  return rows.map((row) => row.id);
}

/** Numbers the features 1, 2, 3… in the order of `ids`. */
async function renumber(em: EntityManager, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await execute(
    em,
    `UPDATE service_features f SET display_order = o.position
     FROM unnest(:ids::uuid[]) WITH ORDINALITY AS o(id, position) WHERE f.id = o.id`,
    { ids },
  );
}

/** The features in the order of `ids`, which must be exactly the service's; `content.service.features-reordered.v1`. */
export async function reorderFeatures(deps: RecordDeps, slug: string, ids: string[]): Promise<{ items: AdminServiceFeature[] }> {
  return change(deps, async (em) => {
    const service = await serviceBySlug(em, slug, true);
    const current = new Set(await featureIds(em, service));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== current.size || ids.some((id) => !current.has(id))) {
      throw badRequest(
        'CONTENT_FEATURE_ORDER_MISMATCH',
        `The new order must list each of this service's ${current.size} features exactly once.`,
        [{ path: 'body/ids', message: 'must hold each of the service’s feature ids exactly once' }],
      );
    }
    await renumber(em, ids);
    recordEvent(em, 'content', contentEvents.serviceFeaturesReordered, {
      ...serviceFacts(service),
      title: service.title,
      featureIds: ids,
    });
    return { items: await allFeatures(em, service) };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Case studies

interface CaseStudyRow {
  id: string;
  title: string;
  description: string;
  coverImage: string;
  coverWidth: number | null;
  coverHeight: number | null;
  clientName: string;
  clientIndustry: string;
  projectUrl: string | null;
  challenge: string;
  solution: string;
  resultRows: Array<{ key: string; value: string }>;
  gallery: Image[];
  createdAt: Date | string;
}

/** The results as the table keeps them (an object by key); two rows with one key are refused. */
function resultsOf(rows: CaseStudyResult[]): Record<string, string> {
  const results: Record<string, string> = {};
  rows.forEach((row, index) => {
    const key = row.key.trim();
    if (Object.hasOwn(results, key)) {
      throw badRequest('CONTENT_CASE_STUDY_DUPLICATE_RESULT', `Two results are named “${key}”: each key may be used once.`, [
        { path: `body/results/${index}/key`, message: 'is used by an earlier result' },
      ]);
    }
    results[key] = row.value.trim();
  });
  return results;
}

/** A service's case studies, newest first (their images stay in the library when one is deleted). */
export const caseStudies = recordAdmin({
  entity: ServiceCaseStudy,
  list: {
    columns: `cs.id, cs.title, cs.description, cs.cover_image, cover.width AS cover_width,
      cover.height AS cover_height, cs.client_name, cs.client_industry, cs.project_url, cs.challenge, cs.solution,
      coalesce((SELECT json_agg(json_build_object('key', r.key, 'value', r.value) ORDER BY r.key)
        FROM jsonb_each_text(cs.results) r), '[]'::json) AS result_rows,
      ${imagesJson('cs.gallery_images')} AS gallery, cs.created_at`,
    from: `service_case_studies cs ${joinMedia('cover', 'cs.cover_image')}`,
    where: ['cs.service_id = :serviceId'],
    search: ['cs.title', 'cs.client_name'],
    orderBy: 'cs.created_at DESC, cs.id',
    toItem: (row: CaseStudyRow): AdminCaseStudy => ({
      id: row.id,
      title: row.title,
      description: row.description,
      coverImage: toImage(row.coverImage, row.coverWidth, row.coverHeight),
      clientName: row.clientName,
      clientIndustry: row.clientIndustry,
      projectUrl: row.projectUrl,
      challenge: row.challenge,
      solution: row.solution,
      results: row.resultRows,
      galleryImages: row.gallery,
      createdAt: isoTime(row.createdAt),
    }),
  },
  idColumn: 'cs.id',
  notFound: () => notFound('CONTENT_CASE_STUDY_NOT_FOUND', 'This service has no case study with this id.'),
  owner: ofService,
  fields: (input: CaseStudyInput) => ({
    title: input.title.trim(),
    description: input.description.trim(),
    coverImage: input.coverImageUrl,
    clientName: input.clientName.trim(),
    clientIndustry: input.clientIndustry.trim(),
    projectUrl: input.projectUrl ?? null,
    challenge: input.challenge.trim(),
    solution: input.solution.trim(),
    results: resultsOf(input.results),
    galleryImages: input.galleryImageUrls,
  }),
  created: () => ({ createdAt: new Date() }),
  events: {
    created: contentEvents.caseStudyCreated,
    updated: contentEvents.caseStudyUpdated,
    deleted: contentEvents.caseStudyDeleted,
  },
  facts: (study, service) => ({
    caseStudyId: study.id,
    ...serviceFacts(service),
    title: study.title,
    clientName: study.clientName,
    coverImageUrl: study.coverImage,
    galleryImageUrls: study.galleryImages,
  }),
});

// ---------------------------------------------------------------------------------------------------------------
// Testimonials

interface TestimonialRow {
  id: string;
  quote: string;
  authorName: string;
  authorRole: string;
  company: string | null;
  photoUrl: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
  rating: number;
  createdAt: Date | string;
}

/** A service's testimonials, newest first. */
export const testimonials = recordAdmin({
  entity: ServiceTestimonial,
  list: {
    columns: `t.id, t.quote, t.author_name, t.author_role, t.company, t.photo_url,
      photo.width AS photo_width, photo.height AS photo_height, t.rating, t.created_at`,
    from: `service_testimonials t ${joinMedia('photo', 't.photo_url')}`,
    where: ['t.service_id = :serviceId'],
    search: ['t.author_name', 't.company', 't.quote'],
    orderBy: 't.created_at DESC, t.id',
    toItem: (row: TestimonialRow): AdminTestimonial => ({
      id: row.id,
      quote: row.quote,
      authorName: row.authorName,
      authorRole: row.authorRole,
      company: row.company,
      photo: toOptionalImage(row.photoUrl, row.photoWidth, row.photoHeight),
      rating: row.rating,
      createdAt: isoTime(row.createdAt),
    }),
  },
  idColumn: 't.id',
  notFound: () => notFound('CONTENT_TESTIMONIAL_NOT_FOUND', 'This service has no testimonial with this id.'),
  owner: ofService,
  fields: (input: TestimonialInput) => ({
    quote: input.quote.trim(),
    authorName: input.authorName.trim(),
    authorRole: input.authorRole.trim(),
    company: input.company?.trim() || null,
    photoUrl: input.photoUrl ?? null,
    rating: input.rating,
  }),
  created: () => ({ createdAt: new Date() }),
  events: {
    created: contentEvents.testimonialCreated,
    updated: contentEvents.testimonialUpdated,
    deleted: contentEvents.testimonialDeleted,
  },
  facts: (testimonial, service) => ({
    testimonialId: testimonial.id,
    ...serviceFacts(service),
    name: testimonial.authorName,
    company: testimonial.company ?? null,
    photoUrl: testimonial.photoUrl ?? null,
    rating: testimonial.rating,
  }),
});

// ---------------------------------------------------------------------------------------------------------------
// Pricing tiers

/** A service's pricing tiers, by price. */
export const pricingTiers = recordAdmin({
  entity: ServicePricingTier,
  list: {
    columns: 'pt.id, pt.name, pt.price_cents, pt.interval, to_json(pt.features) AS features, pt.highlighted',
    from: 'service_pricing_tiers pt',
    where: ['pt.service_id = :serviceId'],
    search: ['pt.name'],
    orderBy: 'pt.price_cents, pt.id',
    toItem: (row: AdminPricingTier) => row,
  },
  idColumn: 'pt.id',
  notFound: () => notFound('CONTENT_PRICING_TIER_NOT_FOUND', 'This service has no pricing tier with this id.'),
  owner: ofService,
  fields: (input: PricingTierInput) => ({
    name: input.name.trim(),
    priceCents: input.priceCents,
    interval: input.interval,
    features: input.features.map((feature) => feature.trim()),
    highlighted: input.highlighted,
  }),
  events: {
    created: contentEvents.pricingTierCreated,
    updated: contentEvents.pricingTierUpdated,
    deleted: contentEvents.pricingTierDeleted,
  },
  facts: (tier, service) => ({
    pricingTierId: tier.id,
    ...serviceFacts(service),
    name: tier.name,
    priceCents: tier.priceCents,
    interval: tier.interval,
    highlighted: tier.highlighted,
  }),
});
