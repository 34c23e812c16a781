import { t, type TextKey } from '../../shared/i18n/messages';
import { Seo } from '../seo/Seo';
import layout from '../../shared/ui/layout.module.css';
import text from '../../shared/ui/text.module.css';

export interface PlaceholderPageProps {
  title: TextKey;
  description: TextKey;
  noIndex?: boolean;
  /** Says that the screen is still to come (back-office screens the navigation already links to). */
  comingSoon?: boolean;
}

/** Heading and SEO for a route whose content comes later. */
export function PlaceholderPage({ title, description, noIndex, comingSoon }: PlaceholderPageProps) {
  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t(title)} description={t(description)} noIndex={noIndex} />
      <h1>{t(title)}</h1>
      <p className={text.lead}>{t(description)}</p>
      {comingSoon && <p className={text.muted}>{t('page.comingSoon')}</p>}
    </section>
  );
}
