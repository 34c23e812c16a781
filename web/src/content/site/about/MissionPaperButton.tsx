import { useRef } from 'react';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import visuallyHidden from '../../../shared/ui/visuallyHidden.module.css';
import { missionPaperLink } from './missionPaper';

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
      const { url } = await missionPaperLink();
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
