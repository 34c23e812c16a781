import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { expectOk } from '../../../api/expectOk';
import { onboardingApi } from '../../../api/onboardingClient';
import { saveFile } from '../../../api/saveFile';
import { t, type TextKey } from '../../../i18n/messages';
import { notify } from '../../../lib/notify';
import button from '../../../ui/button.module.css';
import { PortalStatus } from '../PortalCard';
import { delay, isSessionEnded, leavePortal, portalKeys, usePortalSettings } from './portalQueries';
import { StepFrame } from './StepFrame';
import { useMountedSignal } from './useMountedSignal';
import styles from './Steps.module.css';

/** Spec 001 §9: the dashboard follows 2 s after the video is marked watched. */
export const TO_DASHBOARD_MS = 2_000;

const lessons: readonly TextKey[] = ['video.learn.team', 'video.learn.timeline', 'video.learn.dashboard', 'video.learn.content'];

function WelcomeVideo() {
  const { data } = usePortalSettings();
  const video = data?.welcomeVideo;
  if (!video) return <p className={styles.panel}>{t('video.unavailable')}</p>;
  return (
    // Captions on another origin (a CDN) load only over CORS; a same-origin video is unaffected.
    <video
      className={styles.video}
      crossOrigin="anonymous"
      controls
      preload="metadata"
      poster={video.posterSrc ?? undefined}
      aria-label={t('video.player')}
    >
      <source src={video.src} />
      {video.captionsSrc && <track kind="captions" src={video.captionsSrc} srcLang="en" label={t('video.captions')} default />}
    </video>
  );
}

/** The signed contract with its certificate page, as a PDF. */
function DownloadContract() {
  const download = useMutation({
    mutationFn: () => expectOk(onboardingApi.GET('/client/contract/document', { parseAs: 'blob' })),
    onSuccess: (pdf) => saveFile(pdf as Blob, 'contract.pdf'),
    onError: (error) => {
      if (isSessionEnded(error)) leavePortal();
      else notify.error(t('contract.downloadFailed'));
    },
  });
  return (
    <button type="button" className={button.ghost} disabled={download.isPending} onClick={() => download.mutate()}>
      {download.isPending ? t('video.contract.downloading') : t('video.contract')}
    </button>
  );
}

/**
 * /onboarding/video: the welcome video (with captions and a poster when configured; the page works
 * without one), 'What You'll Learn', and I've Watched the Video, which completes the onboarding.
 */
export function VideoStep() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [complete, setComplete] = useState(false);
  const mounted = useMountedSignal();
  const watched = useMutation({
    mutationFn: () => expectOk(onboardingApi.POST('/client/video-watched')),
    // Nothing of this happens for a screen that has gone (signed out, or left) in the meantime.
    onSuccess: async (client) => {
      const signal = mounted();
      if (signal.aborted) return;
      queryClient.setQueryData(portalKeys.client, client);
      setComplete(true);
      notify.success(t('video.welcome'));
      await delay(TO_DASHBOARD_MS, signal);
      if (!signal.aborted) void navigate('/onboarding/dashboard', { replace: true });
    },
    onError: (error) => {
      if (isSessionEnded(error)) leavePortal();
      else if (!mounted().aborted) notify.error(t('video.failed'));
    },
  });

  if (complete) {
    return (
      <StepFrame title="page.video.title" description="page.video.description" heading={t('video.complete.title')}>
        <PortalStatus>{t('video.complete.text')}</PortalStatus>
      </StepFrame>
    );
  }

  return (
    <StepFrame title="page.video.title" description="page.video.description" lead={t('video.lead')}>
      <WelcomeVideo />
      <section className={styles.panel} aria-labelledby="video-learn">
        <h2 id="video-learn">{t('video.learn')}</h2>
        <ul className={styles.items}>
          {lessons.map((lesson) => (
            <li key={lesson}>{t(lesson)}</li>
          ))}
        </ul>
      </section>
      <div className={styles.actions}>
        <button type="button" className={button.primary} disabled={watched.isPending} onClick={() => watched.mutate()}>
          {watched.isPending ? t('video.saving') : t('video.watched')}
        </button>
        <DownloadContract />
      </div>
    </StepFrame>
  );
}
