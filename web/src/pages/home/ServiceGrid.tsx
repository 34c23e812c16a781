import { Link } from 'react-router-dom';
import { services } from '../../content/services';

export function ServiceGrid() {
  return (
    <section className="section services-section" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="section-title">
          Services that grow your business
        </h2>
        <p className="section-lead">Everything a small business needs to be found, chosen and remembered.</p>
        <ul className="service-grid">
          {services.map((service, index) => (
            <li key={service.path} className="service-card">
              <span className="service-index" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>
                <Link to={service.path} className="stretched">
                  {service.name}
                </Link>
              </h3>
              <p>{service.summary}</p>
              <span className="service-more" aria-hidden="true">
                Learn more →
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
