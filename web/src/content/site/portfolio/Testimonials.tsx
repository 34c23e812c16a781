import type { Service } from '../../contentQueries';
import { t } from '../../../shared/i18n/messages';
import styles from './Portfolio.module.css';

export function Testimonials({ testimonials }: { testimonials: Service['testimonials'] }) {
  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{t('portfolio.testimonials')}</h2>
      <ul className={styles.cards}>
        {testimonials.map(({ id, quote, authorName, authorRole, company, photo, rating }) => (
          <li key={id}>
            <figure className={styles.testimonial}>
              {/* Stars for the eye; the rating as words for screen readers. */}
              <span className={styles.stars} role="img" aria-label={t('portfolio.rating', { rating })}>
                {'★'.repeat(rating)}
              </span>
              <blockquote>
                <p>{quote}</p>
              </blockquote>
              <figcaption>
                {/* The name is beside it, so the photo says nothing more to a screen reader. */}
                {photo && <img className={styles.photo} src={photo.url} alt="" width={48} height={48} loading="lazy" />}
                <strong>{authorName}</strong>
                <span>{company ? t('portfolio.roleAt', { role: authorRole, company }) : authorRole}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
