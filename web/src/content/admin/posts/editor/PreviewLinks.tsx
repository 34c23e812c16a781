import { useId, useState } from 'react';
import { requestBodies } from '@agency/contracts/openapi/content.schemas';
import { FormField } from '../../../../shared/forms/FormField';
import { SubmitButton } from '../../../../shared/forms/SubmitButton';
import { useContractForm } from '../../../../shared/forms/useContractForm';
import { t } from '../../../../shared/i18n/messages';
import { formatMoment } from '../../../../shared/lib/viewerTime';
import { notify } from '../../../../shared/lib/notify';
import button from '../../../../shared/ui/button.module.css';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import type { NewPreviewLink, Post, PreviewLink } from '../post';
import { createPreviewLink, usePreviewLinks, useReloadPreviewLinks, useRevokePreviewLink } from './usePreviewLinks';
import styles from './Revisions.module.css';
import { failureWithReason } from '../../../../shared/admin/refusal';

const body = requestBodies.createPreviewLink;
const days = body.properties.days;

interface LinkValues {
  days: number;
}

/**
 * Preview links of a draft or a pending change: made for a number of days, the address shown once to copy,
 * the working ones listed with when they expire, each revocable after a confirm.
 */
export function PreviewLinks({ post }: { post: Post }) {
  const headingId = useId();
  const addressId = useId();
  const links = usePreviewLinks(post.id);
  const reload = useReloadPreviewLinks(post.id);
  const revoke = useRevokePreviewLink(post.id);
  const [made, setMade] = useState<NewPreviewLink | null>(null);
  const [toRevoke, setToRevoke] = useState<PreviewLink | null>(null);
  const { form, onSubmit, pending } = useContractForm<LinkValues, NewPreviewLink>({
    body,
    messages: { days: t('previewLinks.days.invalid', { min: days.minimum, max: days.maximum }) },
    defaultValues: { days: days.default },
    send: (values) => createPreviewLink(post.id, values.days),
    successMessage: t('previewLinks.created'),
    failureMessage: (error) => failureWithReason(t('previewLinks.createFailed'), error),
    onSuccess: async (link) => {
      setMade(link);
      await reload();
    },
  });
  const address = made ? new URL(made.path, window.location.origin).href : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      notify.success(t('previewLinks.copied'));
    } catch {
      notify.error(t('previewLinks.copyFailed'));
    }
  };

  const items = links.data?.items ?? [];
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('previewLinks.title')}</h2>
      <p className={styles.hint}>{t(post.published ? 'previewLinks.hint.change' : 'previewLinks.hint.draft')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('previewLinks.create.label')}>
        <FormField
          form={form}
          name="days"
          label={t('previewLinks.days', { min: days.minimum, max: days.maximum })}
          type="number"
          inputMode="numeric"
          registerOptions={{ valueAsNumber: true }}
        />
        <SubmitButton label={t('previewLinks.create')} pendingLabel={t('previewLinks.creating')} pending={pending} />
      </form>
      {made && (
        <div className={styles.newLink}>
          <label htmlFor={addressId}>{t('previewLinks.address')}</label>
          <div className={styles.copyRow}>
            <input id={addressId} readOnly value={address} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className={button.outline} onClick={() => void copy()}>
              {t('previewLinks.copy')}
            </button>
          </div>
          <p className={styles.meta}>{t('previewLinks.address.once', { when: formatMoment(made.link.expiresAt) })}</p>
        </div>
      )}
      <h3>{t('previewLinks.active')}</h3>
      {links.isPending && (
        <p className={styles.status} role="status">
          {t('previewLinks.loading')}
        </p>
      )}
      {links.isError && <p className={styles.status}>{t('previewLinks.loadFailed')}</p>}
      {links.data && items.length === 0 && <p className={styles.status}>{t('previewLinks.none')}</p>}
      {items.length > 0 && (
        <ul className={styles.links}>
          {items.map((link) => {
            const expires = formatMoment(link.expiresAt);
            return (
              <li key={link.id} className={styles.link}>
                <span>{t('previewLinks.expires', { when: expires })}</span>
                <span className={styles.meta}>
                  {t('previewLinks.madeBy', { name: link.createdBy, when: formatMoment(link.createdAt) })}
                </span>
                <div className={styles.buttons}>
                  <button
                    type="button"
                    className={button.outline}
                    aria-label={t('previewLinks.revoke.of', { when: expires })}
                    disabled={revoke.isPending}
                    onClick={() => setToRevoke(link)}
                  >
                    {t('previewLinks.revoke')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={toRevoke !== null}
        question={t('previewLinks.revoke.confirm')}
        detail={t('previewLinks.revoke.detail', { when: toRevoke ? formatMoment(toRevoke.expiresAt) : '' })}
        confirmLabel={t('previewLinks.revoke')}
        cancelLabel={t('previewLinks.revoke.cancel')}
        pending={revoke.isPending}
        onCancel={() => setToRevoke(null)}
        onConfirm={() => {
          if (!toRevoke) return;
          const revoked = toRevoke.id;
          revoke.mutate(revoked, {
            onSettled: () => {
              setToRevoke(null);
              // The address shown was this link's: it no longer works.
              if (made?.link.id === revoked) setMade(null);
            },
          });
        }}
      />
    </section>
  );
}
