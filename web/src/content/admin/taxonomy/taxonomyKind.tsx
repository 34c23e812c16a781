import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { contentKeys } from '../../contentKeys';
import { ApiError } from '../../../shared/api/expectOk';
import { t } from '../../../shared/i18n/messages';
import type { RecordKind } from '../../../shared/ui/records/RecordKind';
import { refusalReason } from '../../../shared/admin/refusal';
import { readTerms, saveTerm } from './termRequests';
import { TAXONOMY_PAGE_SIZE, type TaxonomyKind, type TaxonomyUsage } from './taxonomyKinds';

type TermValues = { name: string };

/** A name already taken (CONTENT_CATEGORY_TAKEN, CONTENT_TAG_TAKEN) is said on the field; the dialog stays. */
const isTaken = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The blog's categories or tags with how many posts use each. Edit is Rename; Delete is the screen's own dialog
 * of choices (`ChangeDialog`); only categories are added here, a tag by naming it on a post.
 */
export function taxonomyKind(kind: TaxonomyKind): RecordKind<TaxonomyUsage, TermValues, TermValues, TermValues> {
  const categories = kind === 'categories';
  const keys = contentKeys.adminTaxonomy(kind);
  const taken = categories ? 'taxonomy.rename.categoryTaken' : 'taxonomy.rename.tagTaken';
  return {
    words: {
      add: categories ? 'taxonomy.add' : undefined,
      loading: 'taxonomy.loading',
      loadFailed: 'taxonomy.loadFailed',
      empty: categories ? 'taxonomy.emptyCategories' : 'taxonomy.emptyTags',
      table: categories ? 'taxonomy.categoriesTable' : 'taxonomy.tagsTable',
      search: categories ? 'taxonomy.searchCategories' : 'taxonomy.searchTags',
      dialogAdd: 'taxonomy.add.title',
      dialogEdit: 'taxonomy.rename',
      dialogDescription: 'taxonomy.add.description',
      deleteQuestion: (name) => t('taxonomy.delete.title', { name }),
      deleteDetail: 'taxonomy.delete.unused',
    },
    nameOf: (term) => term.name,
    columns: [
      { header: 'taxonomy.column.name', cell: (term) => term.name, names: true },
      { header: 'taxonomy.column.slug', cell: (term) => <code>{term.slug}</code> },
      { header: 'taxonomy.column.posts', cell: (term) => term.postCount },
    ],
    form: {
      // Adding and renaming a category, and renaming a tag, hold a name to the same rules.
      body: contentSchemas.requestBodies[categories ? 'createCategory' : 'renameTag']!,
      fields: [{ as: 'text', name: 'name', label: 'taxonomy.field.name', invalid: 'taxonomy.field.name.invalid' }],
      valuesOf: (term) => ({ name: term?.name ?? '' }),
      conflict: { field: 'name', message: taken },
      add: {
        save: 'taxonomy.add.save',
        saving: 'taxonomy.rename.saving',
        cancel: 'taxonomy.cancel',
        done: (name) => t('taxonomy.add.done', { name }),
        failed: (error) => (isTaken(error) ? t(taken) : (refusalReason(error) ?? t('taxonomy.add.failed'))),
      },
      edit: {
        title: (name) => t('taxonomy.rename.title', { name }),
        description: 'taxonomy.rename.description',
        formLabel: 'taxonomy.rename',
        save: 'taxonomy.rename.save',
        saving: 'taxonomy.rename.saving',
        cancel: 'taxonomy.cancel',
        done: (name) => t('taxonomy.rename.done', { name }),
        failed: (error) => (isTaken(error) ? t(taken) : t('taxonomy.rename.failed')),
      },
    },
    api: {
      pageKey: keys.page,
      // The public site's reads that show categories and tags sit under 'content' too.
      reloads: [contentKeys.all],
      page: (q, page, pageSize) => readTerms(kind, { q, page, pageSize }),
      save: ({ name }, id) => saveTerm(kind, name, id) as Promise<TaxonomyUsage>,
    },
    pageSize: TAXONOMY_PAGE_SIZE,
    rowActions: {
      edit: 'taxonomy.rename',
      editOf: (name) => t('taxonomy.rename.label', { name }),
      delete: 'taxonomy.delete',
      deleteOf: (name) => t('taxonomy.delete.label', { name }),
      deleteOpensDialog: true,
    },
    searchMaxLength: 80,
  };
}
