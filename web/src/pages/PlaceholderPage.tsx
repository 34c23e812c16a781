import { Seo } from '../seo/Seo';

export interface PlaceholderPageProps {
  title: string;
  description: string;
  noIndex?: boolean;
}

/** Heading and SEO for a route whose content comes with a later issue. */
export function PlaceholderPage({ title, description, noIndex }: PlaceholderPageProps) {
  return (
    <section className="page container">
      <Seo title={title} description={description} noIndex={noIndex} />
      <h1>{title}</h1>
      <p className="lead">{description}</p>
    </section>
  );
}
