import { ApiError } from '../api/expectOk';
import { t, type TextKey } from '../i18n/messages';

/** The refusals the back office words by their code: the server's own rule, in the catalog's words. */
const reasonByCode: Record<string, TextKey> = {
  CONTENT_POST_NOT_YOURS: 'refusal.postNotYours',
  CONTENT_POST_PUBLISH_FORBIDDEN: 'refusal.publishForbidden',
  CONTENT_POST_DELETE_FORBIDDEN: 'refusal.deleteForbidden',
  CONTENT_POST_IN_REVIEW: 'refusal.postInReview',
  CONTENT_MEDIA_IN_USE: 'refusal.mediaInUse',
  CONTENT_TAG_IN_USE: 'refusal.inUse',
  CONTENT_CATEGORY_IN_USE: 'refusal.inUse',
  CONTENT_TEAM_MEMBER_IN_USE: 'refusal.inUse',
  CONTENT_IMAGE_UNREADABLE: 'refusal.imageUnreadable',
  CONTENT_IMAGE_TOO_LARGE: 'refusal.tooLarge',
  CONTENT_IMAGE_HOST_NOT_ALLOWED: 'refusal.imageHost',
  UPLOAD_TYPE_NOT_ALLOWED: 'refusal.fileType',
  UNSUPPORTED_MEDIA_TYPE: 'refusal.fileType',
  PAYLOAD_TOO_LARGE: 'refusal.tooLarge',
};

/** Any other refusal, by its status. */
const reasonByStatus: Record<number, TextKey> = {
  400: 'refusal.invalid',
  401: 'refusal.signedOut',
  403: 'refusal.forbidden',
  404: 'refusal.notFound',
  409: 'refusal.conflict',
  413: 'refusal.tooLarge',
  415: 'refusal.fileType',
  422: 'refusal.invalid',
  429: 'refusal.tooMany',
};

/**
 * The catalog's words for why the platform refused a request, when it did (a 4xx); `byStatus` words a status the
 * screen knows better (a 409 on a form is its slug or name in use).
 */
export function refusalReason(error: unknown, byStatus: Partial<Record<number, string>> = {}): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const own = byStatus[error.status];
  if (own) return own;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  const key = (typeof code === 'string' ? reasonByCode[code] : undefined) ?? reasonByStatus[error.status];
  return key ? t(key) : undefined;
}

/**
 * A failed action's toast: what failed and why the platform refused it ("Failed to update post. Only the
 * teammate who wrote this post, or an admin, may change it."), or what failed alone when the platform did not
 * answer with a refusal (a network failure, a 5xx).
 */
export function failureWithReason(failure: string, error: unknown, byStatus?: Partial<Record<number, string>>): string {
  const reason = refusalReason(error, byStatus);
  return reason ? t('refusal.withReason', { failure: failure.replace(/[.!]$/, ''), reason }) : failure;
}
