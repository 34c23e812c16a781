import { t, useMessages } from '../../../shared/i18n/messages';
import { Seo } from '../../../app/seo/Seo';
import { site } from '../../../app/site';
import { SupportStatus } from './SupportStatus';
import { parseLocalDateTime } from './timeLeft';

const launchAt = parseLocalDateTime(site.supportLaunchAt).getTime();

export function SupportPage() {
  useMessages('support');
  return (
    <>
      <Seo title={t('page.support.title')} description={t('page.support.description')} />
      <SupportStatus launchAt={launchAt} />
    </>
  );
}
