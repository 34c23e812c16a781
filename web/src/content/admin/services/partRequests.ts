import { contentApi } from '../../../shared/api/clients';
import { expectOk } from '../../../shared/api/expectOk';
import type { RecordApi } from '../../../shared/ui/records/RecordKind';
import type {
  AdminCaseStudy,
  AdminPricingTier,
  AdminServiceFeature,
  AdminTestimonial,
  CaseStudyInput,
  PricingTierInput,
  ServiceFeatureInput,
  TestimonialInput,
} from './useServiceParts';

/*
 * The requests of a service's four parts, one block each: the generated client takes each path as a literal, so
 * the blocks are alike by design. The parts' record descriptions (`*Kind`) call these; screens never call the client.

 */

type PartRequests<Row, Input> = Pick<RecordApi<Row, Input>, 'page' | 'save' | 'remove'>;

/** A service's case studies: a page by search, add or change, delete. */
export const caseStudyRequests = (slug: string): PartRequests<AdminCaseStudy, CaseStudyInput> => ({
  page: (q, page, pageSize) =>
    expectOk(contentApi.GET('/admin/services/{slug}/case-studies', { params: { path: { slug }, query: { q, page, pageSize } } })),
  save: (body, id) =>
    id
      ? expectOk(contentApi.PUT('/admin/services/{slug}/case-studies/{id}', { params: { path: { slug, id } }, body }))
      : expectOk(contentApi.POST('/admin/services/{slug}/case-studies', { params: { path: { slug } }, body })),
  remove: ({ id }) => expectOk(contentApi.DELETE('/admin/services/{slug}/case-studies/{id}', { params: { path: { slug, id } } })),
});

/** A service's pricing tiers: a page by search, add or change, delete. */
export const pricingTierRequests = (slug: string): PartRequests<AdminPricingTier, PricingTierInput> => ({
  page: (q, page, pageSize) =>
    expectOk(
      contentApi.GET('/admin/services/{slug}/pricing-tiers', { params: { path: { slug }, query: { q, page, pageSize } } }),
    ),
  save: (body, id) =>
    id
      ? expectOk(contentApi.PUT('/admin/services/{slug}/pricing-tiers/{id}', { params: { path: { slug, id } }, body }))
      : expectOk(contentApi.POST('/admin/services/{slug}/pricing-tiers', { params: { path: { slug } }, body })),
  remove: ({ id }) =>
    expectOk(contentApi.DELETE('/admin/services/{slug}/pricing-tiers/{id}', { params: { path: { slug, id } } })),
});

/** A service's testimonials: a page by search, add or change, delete. */
export const testimonialRequests = (slug: string): PartRequests<AdminTestimonial, TestimonialInput> => ({
  page: (q, page, pageSize) =>
    expectOk(contentApi.GET('/admin/services/{slug}/testimonials', { params: { path: { slug }, query: { q, page, pageSize } } })),
  save: (body, id) =>
    id
      ? expectOk(contentApi.PUT('/admin/services/{slug}/testimonials/{id}', { params: { path: { slug, id } }, body }))
      : expectOk(contentApi.POST('/admin/services/{slug}/testimonials', { params: { path: { slug } }, body })),
  remove: ({ id }) => expectOk(contentApi.DELETE('/admin/services/{slug}/testimonials/{id}', { params: { path: { slug, id } } })),
});

/** A service's features: a page by search, add or change, delete. */
export const featureRequests = (slug: string): PartRequests<AdminServiceFeature, ServiceFeatureInput> => ({
  page: (q, page, pageSize) =>
    expectOk(contentApi.GET('/admin/services/{slug}/features', { params: { path: { slug }, query: { q, page, pageSize } } })),
  save: (body, id) =>
    id
      ? expectOk(contentApi.PUT('/admin/services/{slug}/features/{id}', { params: { path: { slug, id } }, body }))
      : expectOk(contentApi.POST('/admin/services/{slug}/features', { params: { path: { slug } }, body })),
  remove: ({ id }) => expectOk(contentApi.DELETE('/admin/services/{slug}/features/{id}', { params: { path: { slug, id } } })),
});
