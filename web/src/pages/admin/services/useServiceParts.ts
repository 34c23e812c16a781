import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@agency/contracts/openapi/content';
import { contentApi } from '../../../api/clients';
import { contentKeys } from '../../../api/contentKeys';
import { expectOk } from '../../../api/expectOk';
import { useFailureToast } from '../../../api/useFailureToast';
import { t, type TextKey } from '../../../i18n/messages';
import { notify } from '../../../lib/notify';
import { refusalReason } from '../refusal';

type Schemas = components['schemas'];
export type AdminServiceSummary = Schemas['AdminServiceSummary'];
export type AdminServiceFeature = Schemas['AdminServiceFeature'];
export type AdminCaseStudy = Schemas['AdminCaseStudy'];
export type AdminTestimonial = Schemas['AdminTestimonial'];
export type AdminPricingTier = Schemas['AdminPricingTier'];
export type ServiceFeatureInput = Schemas['ServiceFeatureInput'];
export type CaseStudyInput = Schemas['CaseStudyInput'];
export type TestimonialInput = Schemas['TestimonialInput'];
export type PricingTierInput = Schemas['PricingTierInput'];

/** The four parts of a service page the back office manages, by their path under /admin/services/{slug}/. */
export type PartKind = 'features' | 'case-studies' | 'testimonials' | 'pricing-tiers';

export const SERVICE_PARTS_PAGE_SIZE = 20;
/** The most features a service has: the reorder reads them all at once. */
export const MAX_FEATURES = 100;

/** The six services with how many parts each has. */
export function useAdminServices() {
  const query = useQuery({
    queryKey: contentKeys.adminServices.list,
    queryFn: () => expectOk(contentApi.GET('/admin/services')),
  });
  useFailureToast(query, t('services.loadFailed'));
  return query;
}

export function useAdminService(slug: string) {
  return useQuery({
    queryKey: contentKeys.adminServices.summary(slug),
    queryFn: () => expectOk(contentApi.GET('/admin/services/{slug}', { params: { path: { slug } } })),
    retry: false,
  });
}

interface Paged {
  q?: string;
  page: number;
  pageSize: number;
}

const pageOf = (kind: PartKind, slug: string, query: Paged) => {
  const params = { path: { slug }, query };
  switch (kind) {
    case 'features':
      return expectOk(contentApi.GET('/admin/services/{slug}/features', { params }));
    case 'case-studies':
      return expectOk(contentApi.GET('/admin/services/{slug}/case-studies', { params }));
    case 'testimonials':
      return expectOk(contentApi.GET('/admin/services/{slug}/testimonials', { params }));
    case 'pricing-tiers':
      return expectOk(contentApi.GET('/admin/services/{slug}/pricing-tiers', { params }));
  }
};

interface PartPages {
  features: AdminServiceFeature;
  'case-studies': AdminCaseStudy;
  testimonials: AdminTestimonial;
  'pricing-tiers': AdminPricingTier;
}

/** One page of a service's parts whose title or name holds `q`. */
export function useServiceParts<Kind extends PartKind>(kind: Kind, slug: string, q: string, page: number, failed: TextKey) {
  const query = useQuery({
    queryKey: contentKeys.adminServices.partPage(slug, kind, q, page),
    queryFn: async () => {
      const result = await pageOf(kind, slug, { q: q || undefined, page, pageSize: SERVICE_PARTS_PAGE_SIZE });
      return result as { items: PartPages[Kind][]; total: number; page: number; pageCount: number };
    },
    placeholderData: keepPreviousData,
  });
  useFailureToast(query, t(failed));
  return query;
}

/** Every feature of the service, first to last: what a reorder sends back in its new order. */
export function useAllFeatures(slug: string) {
  return useQuery({
    queryKey: contentKeys.adminServices.allFeatures(slug),
    queryFn: () =>
      expectOk(
        contentApi.GET('/admin/services/{slug}/features', {
          params: { path: { slug }, query: { page: 1, pageSize: MAX_FEATURES } },
        }),
      ),
  });
}

/** After a change: the team's lists and the public service (its page and the portfolio) are read again. */
export function useReloadService(slug: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.adminServices.all }),
      queryClient.invalidateQueries({ queryKey: contentKeys.service(slug) }),
    ]);
}

/** Changes the service's title and description. */
export const saveService = (slug: string, body: Schemas['ServiceInput']) =>
  expectOk(contentApi.PUT('/admin/services/{slug}', { params: { path: { slug } }, body }));

export const saveFeature = (slug: string, body: ServiceFeatureInput, id?: string) =>
  id
    ? expectOk(contentApi.PUT('/admin/services/{slug}/features/{id}', { params: { path: { slug, id } }, body }))
    : expectOk(contentApi.POST('/admin/services/{slug}/features', { params: { path: { slug } }, body }));

export const saveCaseStudy = (slug: string, body: CaseStudyInput, id?: string) =>
  id
    ? expectOk(contentApi.PUT('/admin/services/{slug}/case-studies/{id}', { params: { path: { slug, id } }, body }))
    : expectOk(contentApi.POST('/admin/services/{slug}/case-studies', { params: { path: { slug } }, body }));

export const saveTestimonial = (slug: string, body: TestimonialInput, id?: string) =>
  id
    ? expectOk(contentApi.PUT('/admin/services/{slug}/testimonials/{id}', { params: { path: { slug, id } }, body }))
    : expectOk(contentApi.POST('/admin/services/{slug}/testimonials', { params: { path: { slug } }, body }));

export const saveTier = (slug: string, body: PricingTierInput, id?: string) =>
  id
    ? expectOk(contentApi.PUT('/admin/services/{slug}/pricing-tiers/{id}', { params: { path: { slug, id } }, body }))
    : expectOk(contentApi.POST('/admin/services/{slug}/pricing-tiers', { params: { path: { slug } }, body }));

const deletePart = (kind: PartKind, slug: string, id: string) => {
  const params = { path: { slug, id } };
  switch (kind) {
    case 'features':
      return expectOk(contentApi.DELETE('/admin/services/{slug}/features/{id}', { params }));
    case 'case-studies':
      return expectOk(contentApi.DELETE('/admin/services/{slug}/case-studies/{id}', { params }));
    case 'testimonials':
      return expectOk(contentApi.DELETE('/admin/services/{slug}/testimonials/{id}', { params }));
    case 'pricing-tiers':
      return expectOk(contentApi.DELETE('/admin/services/{slug}/pricing-tiers/{id}', { params }));
  }
};

/** A part to delete (asked first): which list, its id, and its name for the question and the toast. */
export interface DoomedPart {
  kind: PartKind;
  id: string;
  name: string;
}

/** Deletes one part, says how it went (a refusal in the server's words), and reads the lists again. */
export function useDeletePart(slug: string) {
  const reload = useReloadService(slug);
  return useMutation({
    mutationFn: (part: DoomedPart) => deletePart(part.kind, slug, part.id),
    onSuccess: (_result, part) => notify.success(t('manage.deleted', { name: part.name })),
    onError: (error) => notify.error(refusalReason(error) ?? t('manage.actionFailed')),
    onSettled: () => reload(),
  });
}

/** Puts the features in the order of `ids` (all of them). */
export function useReorderFeatures(slug: string) {
  const reload = useReloadService(slug);
  return useMutation({
    mutationFn: (ids: string[]) =>
      expectOk(contentApi.PUT('/admin/services/{slug}/feature-order', { params: { path: { slug } }, body: { ids } })),
    onError: (error) => notify.error(refusalReason(error) ?? t('features.moveFailed')),
    onSettled: () => reload(),
  });
}
