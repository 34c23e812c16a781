import { t, useMessages } from '../../i18n/messages';
import { Seo } from '../../seo/Seo';
import { site } from '../../site';
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
