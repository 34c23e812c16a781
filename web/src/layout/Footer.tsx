import { Link } from 'react-router-dom';
import { services } from '../content/services';
import { BRAND, phoneHref, site } from '../site';

const companyLinks = [
  { label: 'Client Portal', to: '/onboarding' },
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Workshop', to: '/workshop' },
  { label: 'Privacy', to: '/privacy-policy' },
  { label: 'Terms', to: '/terms-of-service' },
  { label: 'Sitemap', to: '/sitemap' },
];

// Read once per page load; nobody keeps the site open across New Year.
const year = new Date().getFullYear();

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-heading">
            {BRAND}
          </h2>
          <p>
            We are {site.tagline}. Student teams from our local university build websites, campaigns and chatbots that help small
            businesses in {site.city} and across Canada grow.
          </p>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer-heading">
            Services
          </h2>
          <ul>
            {services.map((service) => (
              <li key={service.path}>
                <Link to={service.path}>{service.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer-heading">
            Company
          </h2>
          <ul>
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            Contact
          </h2>
          <ul>
            <li>
              <a href={phoneHref}>{site.phone}</a>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              {site.city}, {site.region}
            </li>
          </ul>
        </section>
      </div>
      <p className="copyright">
        © {year} {BRAND}
      </p>
    </footer>
  );
}
