import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@agency/contracts/openapi/content';
import { contentApi } from '../../../api/clients';
import { contentKeys } from '../../../api/contentKeys';
import { expectOk } from '../../../api/expectOk';
import { useFailureToast } from '../../../api/useFailureToast';
import { t } from '../../../i18n/messages';
import { notify } from '../../../lib/notify';
import { refusalReason } from '../refusal';

export type AdminPartner = components['schemas']['AdminPartner'];
export type PartnerInput = components['schemas']['PartnerInput'];

export const PARTNERS_PAGE_SIZE = 20;

/** One page of the partners whose name holds `q`, active or not. */
export function usePartners(q: string, page: number) {
  const query = useQuery({
    queryKey: contentKeys.adminPartners.page(q, page),
    queryFn: () =>
      expectOk(
        contentApi.GET('/admin/partners', { params: { query: { q: q || undefined, page, pageSize: PARTNERS_PAGE_SIZE } } }),
      ),
    placeholderData: keepPreviousData,
  });
  useFailureToast(query, t('partners.loadFailed'));
  return query;
}

/** Adds a partner, or changes the one `id` names. */
export const savePartner = (input: PartnerInput, id?: string) =>
  id
    ? expectOk(contentApi.PUT('/admin/partners/{id}', { params: { path: { id } }, body: input }))
    : expectOk(contentApi.POST('/admin/partners', { body: input }));

/** After a change: the team's list and the public site's marquee are read again. */
export function useReloadPartners() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.adminPartners.all }),
      queryClient.invalidateQueries({ queryKey: contentKeys.partners }),
    ]);
}

/** What an admin does to a row in place: switch it on or off, or delete it (asked first). */
export type PartnerAction =
  { kind: 'active'; partner: AdminPartner; active: boolean } | { kind: 'delete'; partner: AdminPartner };

const inputOf = (partner: AdminPartner, active: boolean): PartnerInput => ({
  name: partner.name,
  logoUrl: partner.logo.url,
  active,
});

function perform(action: PartnerAction): Promise<unknown> {
  const { id } = action.partner;
  return action.kind === 'active'
    ? savePartner(inputOf(action.partner, action.active), id)
    : expectOk(contentApi.DELETE('/admin/partners/{id}', { params: { path: { id } } }));
}

/** Runs one row action, says how it went (a refusal in the server's words), and reads the list again. */
export function usePartnerAction() {
  const reload = useReloadPartners();
  return useMutation({
    mutationFn: perform,
    onSuccess: (_result, action) =>
      notify.success(t(action.kind === 'delete' ? 'manage.deleted' : 'manage.saved', { name: action.partner.name })),
    onError: (error) => notify.error(refusalReason(error) ?? t('manage.actionFailed')),
    onSettled: () => reload(),
  });
}
