import { useMutation } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { FieldFrame } from '../../shared/forms/FieldFrame';
import fields from '../../shared/forms/Field.module.css';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { ApiError } from '../../shared/api/expectOk';
import { t } from '../../shared/i18n/messages';
import { notify } from '../../shared/lib/notify';
import { browserTimeZone, chooseTimeZone, zoneLabel } from '../../shared/lib/viewerTime';
import { setAccountTimeZone } from './accountRequests';
import styles from './AccountScreen.module.css';
import type { Account } from './accountTypes';
import { zoneGroups } from './timeZones';
import { useAccountChanged } from './useAccount';

/** The zone every screen and e-mail gives times in: the browser's, or one of the zones the browser knows. */
export function TimeZoneSection({ account }: { account: Account }) {
  const changed = useAccountChanged();
  const [value, setValue] = useState(account.timeZone ?? '');
  const [refused, setRefused] = useState(false);
  const groups = useMemo(() => zoneGroups(), []);
  const save = useMutation({
    mutationFn: (timeZone: string | null) => setAccountTimeZone(timeZone),
    onSuccess: async (saved) => {
      setRefused(false);
      chooseTimeZone(saved.timeZone);
      notify.success(t('account.timeZone.saved', { zone: zoneLabel(saved.timeZone ?? browserTimeZone()) }));
      await changed();
    },
    onError: (error) => {
      // A zone the server does not know (400 on the field) is said on the field; anything else in a toast.
      if (error instanceof ApiError && error.status === 400) setRefused(true);
      else notify.error(t('account.timeZone.failed'));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(value || null);
  }

  return (
    <section className={styles.section} aria-labelledby="account-time-zone">
      <h2 id="account-time-zone">{t('account.timeZone.title')}</h2>
      <p className={styles.lead}>{t('account.timeZone.lead')}</p>
      <form className={`${fields.stack} ${styles.form}`} onSubmit={submit} noValidate aria-label={t('account.timeZone.title')}>
        <FieldFrame label={t('account.timeZone.label')} error={refused ? t('account.timeZone.unknown') : undefined}>
          {(control) => (
            <select
              {...control}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setRefused(false);
              }}
            >
              <option value="">{t('account.timeZone.browser', { zone: zoneLabel(browserTimeZone()) })}</option>
              {groups.map((group) => (
                <optgroup key={group.label} label={t(group.label)}>
                  {group.zones.map(({ zone, city, abbreviation }) => (
                    <option key={zone} value={zone}>
                      {t('account.timeZone.option', { city, abbreviation })}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </FieldFrame>
        <SubmitButton label={t('account.timeZone.save')} pendingLabel={t('account.timeZone.saving')} pending={save.isPending} />
      </form>
    </section>
  );
}
