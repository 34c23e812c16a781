import { Link } from 'react-router-dom';
import { site } from '../../site';
import { BUSINESS_STAGES_ID } from './BusinessStages';

function scrollToStages() {
  const section = document.getElementById(BUSINESS_STAGES_ID);
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <p className="eyebrow">{site.tagline}</p>
        <h1 id="hero-title">
          We help you get <span className="highlight">more sales</span>.
        </h1>
        <p className="lead">
          Student teams and seasoned mentors build the websites, campaigns and chatbots that bring small businesses new customers.
        </p>
        <div className="hero-cards">
          <article className="hero-card">
            <h2>
              <button type="button" className="stretched" onClick={scrollToStages}>
                Build From Scratch
              </button>
            </h2>
            <p>Tell us where your business is today and we will map out the next step.</p>
            <span className="hero-card-arrow" aria-hidden="true">
              ↓
            </span>
          </article>
          <article className="hero-card hero-card-accent">
            <span className="badge badge-accent">Free Trial</span>
            <h2>
              <Link to="/free-website" className="stretched">
                Get a Free Website
              </Link>
            </h2>
            <p>A professional website built in 5 days. Try it free for 7 days, no credit card required.</p>
            <span className="hero-card-arrow" aria-hidden="true">
              →
            </span>
          </article>
        </div>
      </div>
    </section>
  );
}
