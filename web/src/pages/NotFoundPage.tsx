import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';

export function NotFoundPage() {
  return (
    <section className="page page-centered container">
      <Seo title="Page Not Found" description="The page you are looking for does not exist." noIndex />
      <p className="eyebrow">404</p>
      <h1>Page Not Found</h1>
      <p className="lead">The page you are looking for has moved or never existed.</p>
      <Link to="/" className="button button-primary">
        Return Home
      </Link>
    </section>
  );
}
