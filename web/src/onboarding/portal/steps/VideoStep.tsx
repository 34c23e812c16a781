import { t, type TextKey } from '../../../shared/i18n/messages';
import button from '../../../shared/ui/button.module.css';
import { usePortalSettings } from './portalQueries';
import { StepFrame } from './StepFrame';
import { useDownloadOwnContract } from './useContract';
import { useVideoWatched } from './useVideoWatched';
import styles from './Steps.module.css';

const lessons: readonly TextKey[] = ['video.learn.team', 'video.learn.timeline', 'video.learn.dashboard', 'video.learn.content'];

function WelcomeVideo() {
  const { data } = usePortalSettings();
  const video = data?.welcomeVideo;
  if (!video) {
    // Where the player would be, the same size, saying why there is none.
    return (
      <figure className={styles.placeholder} aria-label={t('video.player')}>
        <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.25" />
          <path d="M10 8l6 4-6 4z" fill="currentColor" />
        </svg>
        <figcaption>{t('video.unavailable')}</figcaption>
      </figure>
    );
  }
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
  const download = useDownloadOwnContract();
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
  const { watched, complete } = useVideoWatched();

  if (complete) {
    return (
      <StepFrame
        title="page.video.title"
        description="page.video.description"
        heading={t('video.complete.title')}
        progress={t('video.complete.text')}
      />
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
