import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@agency/contracts/openapi/content';
import { contentApi } from '../../../shared/api/clients';
import { contentKeys } from '../../contentKeys';
import { expectOk } from '../../../shared/api/expectOk';
import { useFailureToast } from '../../../shared/api/useFailureToast';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import { refusalReason } from '../../../shared/admin/refusal';

export type MediaItem = components['schemas']['MediaItem'];
export type MediaType = MediaItem['contentType'];

export const MEDIA_PAGE_SIZE = 20;
export const mediaTypes: readonly MediaType[] = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];

/** One page of the stored images whose file name holds `q`, of `type` when given, newest first. */
export function useMediaLibrary(q: string, type: MediaType | '', page: number, pageSize = MEDIA_PAGE_SIZE) {
  const query = useQuery({
    queryKey: contentKeys.adminMedia.page(q, type, page, pageSize),
    queryFn: () =>
      expectOk(
        contentApi.GET('/admin/media', { params: { query: { q: q || undefined, type: type || undefined, page, pageSize } } }),
      ),
    placeholderData: keepPreviousData,
  });
  useFailureToast(query, t('media.loadFailed'));
  return query;
}

/** Deletes an image nothing shows (the server refuses one in use, in its own words), then reads the list again. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: MediaItem) =>
      expectOk(contentApi.DELETE('/admin/media/{fileName}', { params: { path: { fileName: item.name } } })),
    onSuccess: (_result, item) => notify.success(t('manage.deleted', { name: item.name })),
    onError: (error) => notify.error(refusalReason(error) ?? t('manage.actionFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.adminMedia.all }),
  });
}

/** "12 KB", "1.4 MB": a file's size for people. */
export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "PNG", "SVG": the short name of a media type. */
export const typeLabel = (type: MediaType) => type.replace('image/', '').replace('+xml', '').toUpperCase();
