import { queryRow, type Orm } from '@agency/kit';
import type { CaseStudy, PricingTier, Service, ServiceFeature, Testimonial } from '@agency/contracts/openapi/content';
import { isoTime } from '../../time.js';
import { imageJson, imagesJson, joinMedia, type Image } from '../media/images.js';

export type ServiceDetail = Service;

// One round trip: each part of the service is a JSON array built by PostgreSQL, in the order the contract
// asks for (features by display order, case studies and testimonials newest first, tiers by price).
const serviceSql = `
SELECT s.id, s.slug, s.title, s.description,
  coalesce((SELECT json_agg(json_build_object('title', f.title, 'description', f.description, 'displayOrder', f.display_order)
      ORDER BY f.display_order, f.id)
    FROM service_features f WHERE f.service_id = s.id), '[]'::json) AS features,
  coalesce((SELECT json_agg(json_build_object(
        'id', cs.id, 'title', cs.title, 'description', cs.description,
        'coverImage', ${imageJson('cover', 'cs.cover_image')},
        'clientName', cs.client_name, 'clientIndustry', cs.client_industry, 'projectUrl', cs.project_url,
        'challenge', cs.challenge, 'solution', cs.solution, 'results', cs.results,
        'galleryImages', ${imagesJson('cs.gallery_images')}, 'createdAt', cs.created_at)
      ORDER BY cs.created_at DESC, cs.id)
    FROM service_case_studies cs ${joinMedia('cover', 'cs.cover_image')} WHERE cs.service_id = s.id), '[]'::json) AS case_studies,
  coalesce((SELECT json_agg(json_build_object('id', t.id, 'quote', t.quote, 'authorName', t.author_name,
        'authorRole', t.author_role, 'company', t.company,
        'photo', CASE WHEN t.photo_url IS NOT NULL THEN json_build_object('url', t.photo_url, 'width', photo.width, 'height', photo.height) END,
        'rating', t.rating, 'createdAt', t.created_at)
      ORDER BY t.created_at DESC, t.id)
    FROM service_testimonials t ${joinMedia('photo', 't.photo_url')} WHERE t.service_id = s.id), '[]'::json) AS testimonials,
  coalesce((SELECT json_agg(json_build_object('id', pt.id, 'name', pt.name, 'priceCents', pt.price_cents,
        'interval', pt.interval, 'features', to_json(pt.features), 'highlighted', pt.highlighted)
      ORDER BY pt.price_cents, pt.id)
    FROM service_pricing_tiers pt WHERE pt.service_id = s.id), '[]'::json) AS pricing_tiers
FROM services s
WHERE s.slug = :slug AND s.active`;

/** Times inside JSON come as PostgreSQL writes them; the contract wants ISO strings. */
type StoredCaseStudy = Omit<CaseStudy, 'coverImage' | 'galleryImages'> & { coverImage: Image; galleryImages: Image[] };

interface ServiceRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  features: ServiceFeature[];
  caseStudies: StoredCaseStudy[];
  testimonials: Testimonial[];
  pricingTiers: PricingTier[];
}

/** An active service with all its parts, or undefined for an unknown or inactive one (a hot read). */
export async function findActiveService(orm: Orm, slug: string): Promise<ServiceDetail | undefined> {
  const row = await queryRow<ServiceRow>(orm, serviceSql, { slug });
  if (!row) return undefined;
  return {
    ...row,
    caseStudies: row.caseStudies.map((study) => ({ ...study, createdAt: isoTime(study.createdAt) })),
    testimonials: row.testimonials.map((testimonial) => ({ ...testimonial, createdAt: isoTime(testimonial.createdAt) })),
  };
}
