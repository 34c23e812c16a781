import { contentKeys } from '../../contentKeys';
import { t } from '../../../shared/i18n/messages';
import type { RecordApi, RecordWords } from '../../../shared/ui/records/RecordKind';
import type { PartKind } from './useServiceParts';

/** The catalog's prefix of each part's words. */
type PartWords = 'features' | 'caseStudies' | 'testimonials' | 'pricing';

/** A part's list, dialog and delete question, all in its own words; the search is the same for the four. */
export const partWords = (part: PartWords): RecordWords => ({
  add: `${part}.add`,
  loading: `${part}.loading`,
  loadFailed: `${part}.loadFailed`,
  empty: `${part}.empty`,
  table: `${part}.table`,
  search: 'services.search',
  searchPlaceholder: 'services.searchPlaceholder',
  dialogAdd: `${part}.dialog.add`,
  dialogEdit: `${part}.dialog.edit`,
  dialogDescription: `${part}.dialog.description`,
  deleteQuestion: (name) => t(`${part}.delete.question`, { name }),
  deleteDetail: `${part}.delete.detail`,
});

export const SERVICE_PARTS_PAGE_SIZE = 20;

/** A part's keys: its pages, and what a change makes stale (the team's lists, the public service page and portfolio). */
export const partKeys = (slug: string, part: PartKind): Pick<RecordApi<unknown, unknown>, 'pageKey' | 'reloads'> => ({
  pageKey: contentKeys.adminServices.parts(slug, part).page,
  reloads: [contentKeys.adminServices.all, contentKeys.service(slug)],
});
