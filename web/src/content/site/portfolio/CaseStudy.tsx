import type { Service } from '../../contentQueries';
import { t } from '../../../shared/i18n/messages';
import { ApiImage } from '../../../shared/ui/ApiImage';
import button from '../../../shared/ui/button.module.css';
import text from '../../../shared/ui/text.module.css';
import styles from './Portfolio.module.css';

type CaseStudyData = Service['caseStudies'][number];

/** 'organic_traffic' reads as 'organic traffic'. */
export const resultLabel = (key: string) => key.replaceAll('_', ' ');

export function CaseStudy({ caseStudy }: { caseStudy: CaseStudyData }) {
  const { id, coverImage, clientName, clientIndustry, projectUrl, galleryImages } = caseStudy;
  const titleId = `case-study-${id}`;
  return (
    <section className={styles.caseStudy} aria-labelledby={titleId}>
      <p className={text.eyebrow}>{t('portfolio.caseStudy')}</p>
      <h2 id={titleId}>{caseStudy.title}</h2>
      <p>{caseStudy.description}</p>
      <ApiImage
        image={coverImage}
        alt={t('portfolio.cover', { client: clientName })}
        className={styles.cover}
        priority
        sizes="(min-width: 64rem) 60rem, 100vw"
      />
      <div className={styles.client}>
        <dl>
          <div>
            <dt>{t('portfolio.client')}</dt>
            <dd>{clientName}</dd>
          </div>
          <div>
            <dt>{t('portfolio.industry')}</dt>
            <dd>{clientIndustry}</dd>
          </div>
        </dl>
        {projectUrl && (
          <a href={projectUrl} className={button.outline} target="_blank" rel="noopener noreferrer">
            {t('portfolio.viewLive')}
          </a>
        )}
      </div>
      <div className={styles.story}>
        <div>
          <h3>{t('portfolio.challenge')}</h3>
          <p>{caseStudy.challenge}</p>
        </div>
        <div>
          <h3>{t('portfolio.solution')}</h3>
          <p>{caseStudy.solution}</p>
        </div>
      </div>
      {Object.keys(caseStudy.results).length > 0 && (
        <>
          <h3>{t('portfolio.results')}</h3>
          <dl className={styles.results}>
            {Object.entries(caseStudy.results).map(([key, value]) => (
              <div key={key}>
                <dt>{resultLabel(key)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {galleryImages.length > 0 && (
        <>
          <h3>{t('portfolio.gallery')}</h3>
          <ul className={styles.gallery}>
            {galleryImages.map((image, index) => (
              <li key={image.url}>
                <ApiImage
                  image={image}
                  alt={t('portfolio.galleryImage', { client: clientName, number: index + 1 })}
                  sizes="(min-width: 40rem) 33vw, 100vw"
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
