import { use } from 'react';
import { Link } from 'react-router-dom';
import type { LegalBlock } from '../../legal/legalDocument';
import { loadLegalDocument, type LegalDocumentName } from '../../legal/legalDocuments';
import { t, type TextKey, useMessages } from '../../../shared/i18n/messages';
import { formatDate } from '../../../shared/lib/zonedFormat';
import { Seo } from '../../../app/seo/Seo';
import { ContactLinks } from '../../../shared/ui/ContactLinks';
import layout from '../../../shared/ui/layout.module.css';
import text from '../../../shared/ui/text.module.css';
import styles from './LegalPage.module.css';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block)
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  if ('subheading' in block) return <h3>{block.subheading}</h3>;
  if ('link' in block)
    return (
      <p>
        <Link to={block.link.to}>{block.link.label}</Link>
      </p>
    );
  return <ContactLinks className={styles.contact} />;
}

interface LegalPageProps {
  title: TextKey;
  description: TextKey;
  document: LegalDocumentName;
}

/** A policy page: its title and date, a table of contents, then each section under its own heading. */
export function LegalPage({ title, description, document: name }: LegalPageProps) {
  useMessages('legal');
  const document = use(loadLegalDocument(name));
  return (
    <article className={`${layout.page} ${layout.container} ${styles.legal}`} aria-labelledby="legal-title">
      <Seo title={t(title)} description={t(description)} />
      <h1 id="legal-title">{t(title)}</h1>
      <p className={text.muted}>{t('legal.updated', { date: formatDate(document.updated, 'long') })}</p>
      {document.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <nav className={styles.contents} aria-labelledby="legal-contents">
        <h2 id="legal-contents">{t('legal.contents')}</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
