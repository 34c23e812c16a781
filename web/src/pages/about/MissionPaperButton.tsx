import { useRef } from 'react';
import { expectOk } from '../../api/expectOk';
import { t } from '../../i18n/messages';
import { notify } from '../../lib/notify';
import visuallyHidden from '../../ui/visuallyHidden.module.css';

// The API client loads with the first click, keeping it off the about page's first route.
const signedLink = async () => {
  const { contentApi } = await import('../../api/clients');
  return expectOk(contentApi.GET('/documents/{document}/link', { params: { path: { document: 'mission-paper' } } }));
};

/** Opens the mission paper PDF in a new tab through a freshly signed link (links expire, so none is kept). */
export function MissionPaperButton({ className }: { className?: string }) {
  const opening = useRef(false);

  const open = async () => {
    if (opening.current) return;
    opening.current = true;
    // The tab is opened inside the click, where popup blockers allow it, and gets its address once signed.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { url } = await signedLink();
      const address = new URL(url, window.location.origin).href;
      if (tab) tab.location.href = address;
      else window.location.assign(address);
    } catch {
      tab?.close();
      notify.error(t('about.missionPaper.failed'));
    } finally {
      opening.current = false;
    }
  };

  return (
    <button type="button" className={className} onClick={open}>
      {t('about.missionPaper')}
      <span className={visuallyHidden.visuallyHidden}> {t('about.missionPaper.hint')}</span>
    </button>
  );
}
