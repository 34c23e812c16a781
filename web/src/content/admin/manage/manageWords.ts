import { t } from '../../../shared/i18n/messages';
import type { RecordWords } from '../../../shared/ui/records/RecordKind';

/** The words of a managed list (partners, site team members), each under its catalog prefix, searched by name. */
export const manageWords = (list: 'partners' | 'teamMembers'): RecordWords => ({
  add: `${list}.add`,
  loading: `${list}.loadingList`,
  loadFailed: `${list}.loadFailed`,
  empty: `${list}.empty`,
  table: `${list}.table`,
  search: 'manage.search',
  searchPlaceholder: 'manage.searchPlaceholder',
  dialogAdd: `${list}.dialog.add`,
  dialogEdit: `${list}.dialog.edit`,
  dialogDescription: `${list}.dialog.description`,
  deleteQuestion: (name) => t(`${list}.delete.question`, { name }),
  deleteDetail: `${list}.delete.detail`,
});
