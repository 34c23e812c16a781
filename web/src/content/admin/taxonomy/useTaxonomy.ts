import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentApi } from '../../../shared/api/clients';
import { contentKeys } from '../../contentKeys';
import { expectOk } from '../../../shared/api/expectOk';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import { TAXONOMY_CHOICES, type TaxonomyKind, type TaxonomyUsage } from './taxonomyKinds';
import { refusalReason } from '../../../shared/admin/refusal';
import { readTerms } from './termRequests';

/** Every category or tag, page after page: a list longer than one page offers all its names. */
async function readAll(kind: TaxonomyKind): Promise<TaxonomyUsage[]> {
  const items: TaxonomyUsage[] = [];
  for (let page = 1; ; page += 1) {
    const result = await readTerms(kind, { page, pageSize: TAXONOMY_CHOICES });
    items.push(...result.items);
    if (result.items.length < TAXONOMY_CHOICES || items.length >= result.total) return items;
  }
}

/** The names offered as where a category's posts move, or the tag another merges into. */
export function useTaxonomyChoices(kind: TaxonomyKind, enabled: boolean) {
  return useQuery({ queryKey: contentKeys.adminTaxonomy(kind).choices, queryFn: () => readAll(kind), enabled });
}

/** After a change: this list, and the public site's reads that show categories and tags, are read again. */
export function useReloadTaxonomy() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentKeys.all });
}

/** What an admin does to a row besides renaming it. */
export type TermChange =
  | { kind: 'delete'; of: TaxonomyKind; term: TaxonomyUsage; moveTo?: string }
  | { kind: 'merge'; term: TaxonomyUsage; into: TaxonomyUsage };

function perform(change: TermChange): Promise<unknown> {
  if (change.kind === 'merge') {
    return expectOk(
      contentApi.POST('/admin/tags/{tagId}/merge', {
        params: { path: { tagId: change.term.id } },
        body: { into: change.into.id },
      }),
    );
  }
  if (change.of === 'categories') {
    return expectOk(
      contentApi.DELETE('/admin/categories/{categoryId}', {
        params: { path: { categoryId: change.term.id }, query: change.moveTo ? { moveTo: change.moveTo } : {} },
      }),
    );
  }
  return expectOk(contentApi.DELETE('/admin/tags/{tagId}', { params: { path: { tagId: change.term.id } } }));
}

const doneMessage = (change: TermChange) =>
  change.kind === 'merge'
    ? t('taxonomy.merge.done', { name: change.term.name, into: change.into.name })
    : t('taxonomy.delete.done', { name: change.term.name });

/** Delete or merge; the server's reason (posts still use it) is shown when it refuses. */
export function useTermChange(onDone: () => void) {
  const reload = useReloadTaxonomy();
  return useMutation({
    mutationFn: perform,
    onSuccess: (_, change) => {
      notify.success(doneMessage(change));
      onDone();
    },
    onError: (error) => notify.error(refusalReason(error) ?? t('taxonomy.changeFailed')),
    onSettled: () => reload(),
  });
}
