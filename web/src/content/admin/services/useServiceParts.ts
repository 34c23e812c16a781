import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceInput } from '@agency/contracts/openapi/content';
import { contentApi } from '../../../shared/api/clients';
import { contentKeys } from '../../contentKeys';
import { expectOk } from '../../../shared/api/expectOk';
import { useFailureToast } from '../../../shared/api/useFailureToast';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import { refusalReason } from '../../../shared/admin/refusal';

export type {
  AdminServiceSummary,
  AdminServiceFeature,
  AdminCaseStudy,
  AdminTestimonial,
  AdminPricingTier,
  ServiceFeatureInput,
  CaseStudyInput,
  TestimonialInput,
  PricingTierInput,
} from '@agency/contracts/openapi/content';

/** The four parts of a service page the back office manages, by their path under /admin/services/{slug}/. */
export type PartKind = 'features' | 'case-studies' | 'testimonials' | 'pricing-tiers';

/** The most features a service has: the reorder reads them all at once. */
export const MAX_FEATURES = 100;

const keys = contentKeys.adminServices;

/** The six services with how many parts each has. */
export function useAdminServices() {
  const query = useQuery({
    queryKey: keys.list,
    queryFn: () => expectOk(contentApi.GET('/admin/services')),
  });
  useFailureToast(query, t('services.loadFailed'));
  return query;
}

export function useAdminService(slug: string) {
  return useQuery({
    queryKey: keys.summary(slug),
    queryFn: () => expectOk(contentApi.GET('/admin/services/{slug}', { params: { path: { slug } } })),
    retry: false,
  });
}

/** Every feature of the service, first to last: what a reorder sends back in its new order. */
export function useAllFeatures(slug: string) {
  return useQuery({
    queryKey: keys.allFeatures(slug),
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
      queryClient.invalidateQueries({ queryKey: keys.all }),
      queryClient.invalidateQueries({ queryKey: contentKeys.service(slug) }),
    ]);
}

/** Changes the service's title and description. */
export const saveService = (slug: string, body: ServiceInput) =>
  expectOk(contentApi.PUT('/admin/services/{slug}', { params: { path: { slug } }, body }));

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
