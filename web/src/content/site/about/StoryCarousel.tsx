import { t } from '../../../shared/i18n/messages';
import layout from '../../../shared/ui/layout.module.css';
import { SLIDE_INTERVAL_MS, storySlides } from './storySlides';
import styles from './StoryCarousel.module.css';
import { useCarousel } from './useCarousel';

const total = storySlides.length;

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The about page's story in three slides (the WAI-ARIA carousel pattern). While it turns by itself
 * the slides are not announced; once stopped, a slide the visitor picks is read out politely. Under
 * reduced motion it still turns (the spec's rule, and it stops at the first click), but slides swap
 * without their entrance animation. The first slide shows without one, as the page appears.
 */
export function StoryCarousel() {
  const { index, turned, rotating, stop, show } = useCarousel(total, SLIDE_INTERVAL_MS);

  return (
    <section className={styles.carousel} aria-roledescription={t('about.carousel')} aria-labelledby="story-title" onFocus={stop}>
      <div className={layout.container}>
        <h2 id="story-title">{t('about.story.title')}</h2>
        <div
          id="story-slides"
          className={turned ? `${styles.slides} ${styles.turned}` : styles.slides}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {storySlides.map((slide, slideIndex) => (
            <div
              key={slide.title}
              className={styles.slide}
              role="group"
              aria-roledescription={t('about.carousel.slide')}
              aria-label={t('about.carousel.position', { number: slideIndex + 1, total })}
              hidden={slideIndex !== index}
            >
              <h3>{t(slide.title)}</h3>
              <p>{t(slide.text)}</p>
            </div>
          ))}
        </div>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-controls="story-slides"
            aria-label={t('about.carousel.previous')}
            onClick={() => show(index - 1)}
          >
            <Arrow direction="previous" />
          </button>
          <div className={styles.dots}>
            {storySlides.map((slide, slideIndex) => (
              <button
                key={slide.title}
                type="button"
                className={styles.dot}
                aria-controls="story-slides"
                aria-current={slideIndex === index ? 'true' : undefined}
                aria-label={t('about.carousel.show', { number: slideIndex + 1, total, title: t(slide.title) })}
                onClick={() => show(slideIndex)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            aria-controls="story-slides"
            aria-label={t('about.carousel.next')}
            onClick={() => show(index + 1)}
          >
            <Arrow direction="next" />
          </button>
        </div>
      </div>
    </section>
  );
}
