import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  badRequest,
  escapeLike,
  execute,
  notFound,
  queryRow,
  queryRows,
  recordEvent,
  type Orm,
  type OutboxRelay,
  type Queryable,
} from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import type { components } from '@agency/contracts/openapi/content';
import { isoTime } from '../../time.js';
import { imagesJson, joinMedia, toImage, toOptionalImage, type Image } from '../media/images.js';

type Schemas = components['schemas'];
type AdminServiceSummary = Schemas['AdminServiceSummary'];
type AdminServiceFeature = Schemas['AdminServiceFeature'];
type AdminCaseStudy = Schemas['AdminCaseStudy'];
type AdminTestimonial = Schemas['AdminTestimonial'];
type AdminPricingTier = Schemas['AdminPricingTier'];

export interface CatalogueDeps {
  orm: Orm;
  relay: OutboxRelay;
}

export interface PageQuery {
  q?: string;
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** The service a part belongs to, as its events name it. */
interface ServiceRef {
  id: string;
  slug: string;
  title: string;
}

const serviceNotFound = () => notFound('CONTENT_SERVICE_NOT_FOUND', 'No such service.');
const featureNotFound = () => notFound('CONTENT_FEATURE_NOT_FOUND', 'This service has no feature with this id.');
const caseStudyNotFound = () => notFound('CONTENT_CASE_STUDY_NOT_FOUND', 'This service has no case study with this id.');
const testimonialNotFound = () => notFound('CONTENT_TESTIMONIAL_NOT_FOUND', 'This service has no testimonial with this id.');
const tierNotFound = () => notFound('CONTENT_PRICING_TIER_NOT_FOUND', 'This service has no pricing tier with this id.');

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

const serviceFacts = (service: ServiceRef) => ({ serviceId: service.id, serviceSlug: service.slug });

/** Runs a change and its events in one transaction, then wakes the relay. */
async function change<T>(deps: CatalogueDeps, work: (em: EntityManager) => Promise<T>): Promise<T> {
  const result = await deps.orm.em.fork().transactional(work);
  deps.relay.wake();
  return result;
}

/**
 * One page of rows that carry their match count (`count(*) OVER ()` as `total`); a page past the last has no
 * rows, so there the count is asked on its own.
 */
async function pageOf<Row extends { total: string }, T>(
  orm: Orm,
  query: PageQuery,
  rows: Row[],
  countSql: string,
  params: Record<string, unknown>,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const total =
    rows.length > 0 || query.page === 1
      ? Number(rows[0]?.total ?? 0)
      : Number((await queryRow<{ n: string }>(orm, countSql, { serviceId: params.serviceId, pattern: params.pattern }))?.n ?? 0);
  return { items: rows.map(map), total, page: query.page, pageCount: Math.ceil(total / query.pageSize) };
}

const searchParams = (service: ServiceRef, query: PageQuery) => ({
  serviceId: service.id,
  pattern: `%${escapeLike(query.q?.trim() ?? '')}%`,
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

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
export async function updateService(
  deps: CatalogueDeps,
  slug: string,
  input: Schemas['ServiceInput'],
): Promise<AdminServiceSummary> {
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
  total: string;
}

const toFeature = (row: FeatureRow): AdminServiceFeature => ({
  id: row.id,
  title: row.title,
  description: row.description,
  displayOrder: Number(row.position),
});

// Each feature's place counts every feature of the service, whatever the search leaves out.
const selectFeatures = `SELECT f.id, f.title, f.description, f.position, count(*) OVER () AS total
  FROM (SELECT id, title, description, row_number() OVER (ORDER BY display_order, id) AS position
        FROM service_features WHERE service_id = :serviceId) f`;

export async function listAdminFeatures(orm: Orm, slug: string, query: PageQuery): Promise<Page<AdminServiceFeature>> {
  const service = await serviceBySlug(orm, slug);
  const params = searchParams(service, query);
  const rows = await queryRows<FeatureRow>(
    orm,
    `${selectFeatures} WHERE f.title ILIKE :pattern ORDER BY f.position LIMIT :limit OFFSET :offset`,
    params,
  );
  return pageOf(
    orm,
    query,
    rows,
    'SELECT count(*) AS n FROM service_features WHERE service_id = :serviceId AND title ILIKE :pattern',
    params,
    toFeature,
  );
}

async function allFeatures(db: Queryable, service: ServiceRef): Promise<AdminServiceFeature[]> {
  const rows = await queryRows<FeatureRow>(db, `${selectFeatures} ORDER BY f.position`, { serviceId: service.id });
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

const orderOutOfRange = (last: number) =>
  badRequest('CONTENT_FEATURE_ORDER_OUT_OF_RANGE', `The display order must be between 1 and ${last}.`, [
    { path: 'body/displayOrder', message: `must be between 1 and ${last}` },
  ]);

const featureFacts = (service: ServiceRef, id: string, title: string, displayOrder: number) => ({
  serviceFeatureId: id,
  ...serviceFacts(service),
  title,
  displayOrder,
});

async function findFeature(db: Queryable, service: ServiceRef, id: string): Promise<AdminServiceFeature> {
  const feature = (await allFeatures(db, service)).find((candidate) => candidate.id === id);
  if (!feature) throw featureNotFound();
  return feature;
}

/** A new feature at its place (last unless told); `content.service-feature.created.v1`. */
export async function createFeature(
  deps: CatalogueDeps,
  slug: string,
  input: Schemas['ServiceFeatureInput'],
): Promise<AdminServiceFeature> {
  return change(deps, async (em) => {
    const service = await serviceBySlug(em, slug, true);
    const ids = await featureIds(em, service);
    const position = input.displayOrder ?? ids.length + 1;
    if (position > ids.length + 1) throw orderOutOfRange(ids.length + 1);
    const id = randomUUID();
    const title = input.title.trim();
    await execute(
      em,
      `INSERT INTO service_features (id, service_id, title, description, display_order)
       VALUES (:id, :serviceId, :title, :description, :position)`,
      { id, serviceId: service.id, title, description: input.description.trim(), position },
    );
    ids.splice(position - 1, 0, id);
    await renumber(em, ids);
    recordEvent(em, 'content', contentEvents.serviceFeatureCreated, featureFacts(service, id, title, position));
    return findFeature(em, service, id);
  });
}

/** A feature's new title, description or place; `content.service-feature.updated.v1`. */
export async function updateFeature(
  deps: CatalogueDeps,
  slug: string,
  id: string,
  input: Schemas['ServiceFeatureInput'],
): Promise<AdminServiceFeature> {
  return change(deps, async (em) => {
    const service = await serviceBySlug(em, slug, true);
    const ids = await featureIds(em, service);
    const from = ids.indexOf(id);
    if (from < 0) throw featureNotFound();
    const position = input.displayOrder ?? from + 1;
    if (position > ids.length) throw orderOutOfRange(ids.length);
    const title = input.title.trim();
    await execute(em, 'UPDATE service_features SET title = :title, description = :description WHERE id = :id', {
      id,
      title,
      description: input.description.trim(),
    });
    ids.splice(from, 1);
    ids.splice(position - 1, 0, id);
    await renumber(em, ids);
    recordEvent(em, 'content', contentEvents.serviceFeatureUpdated, featureFacts(service, id, title, position));
    return findFeature(em, service, id);
  });
}

/** Removes a feature, the later ones moving up; `content.service-feature.deleted.v1` with what it was. */
export async function deleteFeature(deps: CatalogueDeps, slug: string, id: string): Promise<void> {
  await change(deps, async (em) => {
    const service = await serviceBySlug(em, slug, true);
    const feature = await findFeature(em, service, id);
    await execute(em, 'DELETE FROM service_features WHERE id = :id', { id });
    await renumber(em, await featureIds(em, service));
    recordEvent(
      em,
      'content',
      contentEvents.serviceFeatureDeleted,
      featureFacts(service, id, feature.title, feature.displayOrder),
    );
  });
}

/** The features in the order of `ids`, which must be exactly the service's; `content.service.features-reordered.v1`. */
export async function reorderFeatures(
  deps: CatalogueDeps,
  slug: string,
  ids: string[],
): Promise<{ items: AdminServiceFeature[] }> {
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
  total: string;
}

const selectCaseStudies = `SELECT cs.id, cs.title, cs.description, cs.cover_image, cover.width AS cover_width,
    cover.height AS cover_height, cs.client_name, cs.client_industry, cs.project_url, cs.challenge, cs.solution,
    coalesce((SELECT json_agg(json_build_object('key', r.key, 'value', r.value) ORDER BY r.key)
      FROM jsonb_each_text(cs.results) r), '[]'::json) AS result_rows,
    ${imagesJson('cs.gallery_images')} AS gallery, cs.created_at, count(*) OVER () AS total
  FROM service_case_studies cs ${joinMedia('cover', 'cs.cover_image')}`;

const toCaseStudy = (row: CaseStudyRow): AdminCaseStudy => ({
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
});

const caseStudyMatch = 'cs.service_id = :serviceId AND (cs.title ILIKE :pattern OR cs.client_name ILIKE :pattern)';

export async function listAdminCaseStudies(orm: Orm, slug: string, query: PageQuery): Promise<Page<AdminCaseStudy>> {
  const service = await serviceBySlug(orm, slug);
  const params = searchParams(service, query);
  const rows = await queryRows<CaseStudyRow>(
    orm,
    `${selectCaseStudies} WHERE ${caseStudyMatch} ORDER BY cs.created_at DESC, cs.id LIMIT :limit OFFSET :offset`,
    params,
  );
  return pageOf(
    orm,
    query,
    rows,
    `SELECT count(*) AS n FROM service_case_studies cs WHERE ${caseStudyMatch}`,
    params,
    toCaseStudy,
  );
}

async function findCaseStudy(db: Queryable, service: ServiceRef, id: string): Promise<AdminCaseStudy> {
  const row = await queryRow<CaseStudyRow>(db, `${selectCaseStudies} WHERE cs.id = :id AND cs.service_id = :serviceId`, {
    id,
    serviceId: service.id,
  });
  if (!row) throw caseStudyNotFound();
  return toCaseStudy(row);
}

/** The results as the table keeps them (an object by key); two rows with one key are refused. */
function resultsOf(rows: Schemas['CaseStudyResult'][]): Record<string, string> {
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

function caseStudyValues(input: Schemas['CaseStudyInput']) {
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    coverImage: input.coverImageUrl,
    clientName: input.clientName.trim(),
    clientIndustry: input.clientIndustry.trim(),
    projectUrl: input.projectUrl ?? null,
    challenge: input.challenge.trim(),
    solution: input.solution.trim(),
    results: JSON.stringify(resultsOf(input.results)),
    gallery: input.galleryImageUrls,
  };
}

const caseStudyFacts = (service: ServiceRef, id: string, values: ReturnType<typeof caseStudyValues>) => ({
  caseStudyId: id,
  ...serviceFacts(service),
  title: values.title,
  clientName: values.clientName,
  coverImageUrl: values.coverImage,
  galleryImageUrls: values.gallery,
});

/** A new case study; `content.case-study.created.v1`. */
export async function createCaseStudy(
  deps: CatalogueDeps,
  slug: string,
  input: Schemas['CaseStudyInput'],
): Promise<AdminCaseStudy> {
  const values = caseStudyValues(input);
  return change(deps, async (em) => {
    const service = await serviceBySlug(em, slug);
    const id = randomUUID();
    await execute(
      em,
      `INSERT INTO service_case_studies (id, service_id, title, description, cover_image, client_name, client_industry,
         project_url, challenge, solution, results, gallery_images, created_at)
       VALUES (:id, :serviceId, :title, :description, :coverImage, :clientName, :clientIndustry, :projectUrl, :challenge,
         :solution, :results::jsonb, :gallery::text[], now())`,
      { id, serviceId: service.id, ...values },
    );
    recordEvent(em, 'content', contentEvents.caseStudyCreated, caseStudyFacts(service, id, values));
    return findCaseStudy(em, service, id);
  });
}

/** A case study's new content; `content.case-study.updated.v1`. */
export async function updateCaseStudy(
  deps: CatalogueDeps,
  slug: string,
  id: string,
  input: Schemas['CaseStudyInput'],
): Promise<AdminCaseStudy> {
  const values = caseStudyValues(input);
  return change(deps, async (em) => {
    const service = await serviceBySlug(em, slug);
    const { rowCount } = await execute(
      em,
      `UPDATE service_case_studies SET title = :title, description = :description, cover_image = :coverImage,
         client_name = :clientName, client_industry = :clientIndustry, project_url = :projectUrl, challenge = :challenge,
         solution = :solution, results = :results::jsonb, gallery_images = :gallery::text[]
       WHERE id = :id AND service_id = :serviceId`,
      { id, serviceId: service.id, ...values },
    );
    if (rowCount === 0) throw caseStudyNotFound();
    recordEvent(em, 'content', contentEvents.caseStudyUpdated, caseStudyFacts(service, id, values));
    return findCaseStudy(em, service, id);
  });
}

/** Removes a case study (its images stay in the library); `content.case-study.deleted.v1` with what it was. */
export async function deleteCaseStudy(deps: CatalogueDeps, slug: string, id: string): Promise<void> {
  await change(deps, async (em) => {
    const service = await serviceBySlug(em, slug);
    const study = await findCaseStudy(em, service, id);
    await execute(em, 'DELETE FROM service_case_studies WHERE id = :id', { id });
    recordEvent(em, 'content', contentEvents.caseStudyDeleted, {
      caseStudyId: id,
      ...serviceFacts(service),
      title: study.title,
      clientName: study.clientName,
      coverImageUrl: study.coverImage.url,
      galleryImageUrls: study.galleryImages.map((image) => image.url),
    });
  });
}

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
  total: string;
}

const selectTestimonials = `SELECT t.id, t.quote, t.author_name, t.author_role, t.company, t.photo_url,
    photo.width AS photo_width, photo.height AS photo_height, t.rating, t.created_at, count(*) OVER () AS total
  FROM service_testimonials t ${joinMedia('photo', 't.photo_url')}`;

const toTestimonial = (row: TestimonialRow): AdminTestimonial => ({
  id: row.id,
  quote: row.quote,
  authorName: row.authorName,
  authorRole: row.authorRole,
  company: row.company,
  photo: toOptionalImage(row.photoUrl, row.photoWidth, row.photoHeight),
  rating: row.rating,
  createdAt: isoTime(row.createdAt),
});

const testimonialMatch =
  't.service_id = :serviceId AND (t.author_name ILIKE :pattern OR t.company ILIKE :pattern OR t.quote ILIKE :pattern)';

export async function listAdminTestimonials(orm: Orm, slug: string, query: PageQuery): Promise<Page<AdminTestimonial>> {
  const service = await serviceBySlug(orm, slug);
  const params = searchParams(service, query);
  const rows = await queryRows<TestimonialRow>(
    orm,
    `${selectTestimonials} WHERE ${testimonialMatch} ORDER BY t.created_at DESC, t.id LIMIT :limit OFFSET :offset`,
    params,
  );
  return pageOf(
    orm,
    query,
    rows,
    `SELECT count(*) AS n FROM service_testimonials t WHERE ${testimonialMatch}`,
    params,
    toTestimonial,
  );
}

async function findTestimonial(db: Queryable, service: ServiceRef, id: string): Promise<AdminTestimonial> {
  const row = await queryRow<TestimonialRow>(db, `${selectTestimonials} WHERE t.id = :id AND t.service_id = :serviceId`, {
    id,
    serviceId: service.id,
  });
  if (!row) throw testimonialNotFound();
  return toTestimonial(row);
}

const testimonialValues = (input: Schemas['TestimonialInput']) => ({
  quote: input.quote.trim(),
  authorName: input.authorName.trim(),
  authorRole: input.authorRole.trim(),
  company: input.company?.trim() || null,
  photoUrl: input.photoUrl ?? null,
  rating: input.rating,
});

const testimonialFacts = (service: ServiceRef, id: string, values: ReturnType<typeof testimonialValues>) => ({
  testimonialId: id,
  ...serviceFacts(service),
  name: values.authorName,
  company: values.company,
  photoUrl: values.photoUrl,
  rating: values.rating,
});

/** A new testimonial; `content.testimonial.created.v1`. */
export async function createTestimonial(
  deps: CatalogueDeps,
  slug: string,
  input: Schemas['TestimonialInput'],
): Promise<AdminTestimonial> {
  const values = testimonialValues(input);
  return change(deps, async (em) => {
    const service = await serviceBySlug(em, slug);
    const id = randomUUID();
    await execute(
      em,
      `INSERT INTO service_testimonials (id, service_id, quote, author_name, author_role, company, photo_url, rating, created_at)
       VALUES (:id, :serviceId, :quote, :authorName, :authorRole, :company, :photoUrl, :rating, now())`,
      { id, serviceId: service.id, ...values },
    );
    recordEvent(em, 'content', contentEvents.testimonialCreated, testimonialFacts(service, id, values));
    return findTestimonial(em, service, id);
  });
}

/** A testimonial's new content; `content.testimonial.updated.v1`. */
export async function updateTestimonial(
  deps: CatalogueDeps,
  slug: string,
  id: string,
  input: Schemas['TestimonialInput'],
): Promise<AdminTestimonial> {
  const values = testimonialValues(input);
  return change(deps, async (em) => {
    const service = await serviceBySlug(em, slug);
    const { rowCount } = await execute(
      em,
      `UPDATE service_testimonials SET quote = :quote, author_name = :authorName, author_role = :authorRole,
         company = :company, photo_url = :photoUrl, rating = :rating
       WHERE id = :id AND service_id = :serviceId`,
      { id, serviceId: service.id, ...values },
    );
    if (rowCount === 0) throw testimonialNotFound();
    recordEvent(em, 'content', contentEvents.testimonialUpdated, testimonialFacts(service, id, values));
    return findTestimonial(em, service, id);
  });
}

/** Removes a testimonial; `content.testimonial.deleted.v1` with what it was. */
export async function deleteTestimonial(deps: CatalogueDeps, slug: string, id: string): Promise<void> {
  await change(deps, async (em) => {
    const service = await serviceBySlug(em, slug);
    const testimonial = await findTestimonial(em, service, id);
    await execute(em, 'DELETE FROM service_testimonials WHERE id = :id', { id });
    recordEvent(em, 'content', contentEvents.testimonialDeleted, {
      testimonialId: id,
      ...serviceFacts(service),
      name: testimonial.authorName,
      company: testimonial.company,
      photoUrl: testimonial.photo?.url ?? null,
      rating: testimonial.rating,
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Pricing tiers

interface TierRow extends AdminPricingTier {
  total: string;
}

const selectTiers = `SELECT pt.id, pt.name, pt.price_cents, pt.interval, to_json(pt.features) AS features, pt.highlighted,
    count(*) OVER () AS total
  FROM service_pricing_tiers pt`;

const toTier = ({ total: _total, ...tier }: TierRow): AdminPricingTier => tier;

const tierMatch = 'pt.service_id = :serviceId AND pt.name ILIKE :pattern';

export async function listAdminTiers(orm: Orm, slug: string, query: PageQuery): Promise<Page<AdminPricingTier>> {
  const service = await serviceBySlug(orm, slug);
  const params = searchParams(service, query);
  const rows = await queryRows<TierRow>(
    orm,
    `${selectTiers} WHERE ${tierMatch} ORDER BY pt.price_cents, pt.id LIMIT :limit OFFSET :offset`,
    params,
  );
  return pageOf(orm, query, rows, `SELECT count(*) AS n FROM service_pricing_tiers pt WHERE ${tierMatch}`, params, toTier);
}

async function findTier(db: Queryable, service: ServiceRef, id: string): Promise<AdminPricingTier> {
  const row = await queryRow<TierRow>(db, `${selectTiers} WHERE pt.id = :id AND pt.service_id = :serviceId`, {
    id,
    serviceId: service.id,
  });
  if (!row) throw tierNotFound();
  return toTier(row);
}

const tierValues = (input: Schemas['PricingTierInput']) => ({
  name: input.name.trim(),
  priceCents: input.priceCents,
  interval: input.interval,
  features: input.features.map((feature) => feature.trim()),
  highlighted: input.highlighted,
});

const tierFacts = (service: ServiceRef, id: string, values: ReturnType<typeof tierValues>) => ({
  pricingTierId: id,
  ...serviceFacts(service),
  name: values.name,
  priceCents: values.priceCents,
  interval: values.interval,
  highlighted: values.highlighted,
});

/** A new pricing tier; `content.pricing-tier.created.v1`. */
export async function createTier(
  deps: CatalogueDeps,
  slug: string,
  input: Schemas['PricingTierInput'],
): Promise<AdminPricingTier> {
  const values = tierValues(input);
  return change(deps, async (em) => {
    const service = await serviceBySlug(em, slug);
    const id = randomUUID();
    await execute(
      em,
      `INSERT INTO service_pricing_tiers (id, service_id, name, price_cents, interval, features, highlighted)
       VALUES (:id, :serviceId, :name, :priceCents, :interval, :features::text[], :highlighted)`,
      { id, serviceId: service.id, ...values },
    );
    recordEvent(em, 'content', contentEvents.pricingTierCreated, tierFacts(service, id, values));
    return findTier(em, service, id);
  });
}

/** A pricing tier's new name, price, features or mark; `content.pricing-tier.updated.v1`. */
export async function updateTier(
  deps: CatalogueDeps,
  slug: string,
  id: string,
  input: Schemas['PricingTierInput'],
): Promise<AdminPricingTier> {
  const values = tierValues(input);
  return change(deps, async (em) => {
    const service = await serviceBySlug(em, slug);
    const { rowCount } = await execute(
      em,
      `UPDATE service_pricing_tiers SET name = :name, price_cents = :priceCents, interval = :interval,
         features = :features::text[], highlighted = :highlighted
       WHERE id = :id AND service_id = :serviceId`,
      { id, serviceId: service.id, ...values },
    );
    if (rowCount === 0) throw tierNotFound();
    recordEvent(em, 'content', contentEvents.pricingTierUpdated, tierFacts(service, id, values));
    return findTier(em, service, id);
  });
}

/** Removes a pricing tier; `content.pricing-tier.deleted.v1` with what it was. */
export async function deleteTier(deps: CatalogueDeps, slug: string, id: string): Promise<void> {
  await change(deps, async (em) => {
    const service = await serviceBySlug(em, slug);
    const tier = await findTier(em, service, id);
    await execute(em, 'DELETE FROM service_pricing_tiers WHERE id = :id', { id });
    recordEvent(em, 'content', contentEvents.pricingTierDeleted, tierFacts(service, id, tier));
  });
}
