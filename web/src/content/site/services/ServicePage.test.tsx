import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { services, type ServiceId } from '../../services';
import { loadMessages } from '../../../shared/i18n/messages';
import { CaseStudiesPage } from './CaseStudiesPage';
import { copyPart } from './serviceCopy';
import { ServicePage } from './ServicePage';
import { renderPage } from '../../../shared/test/renderPage';

const renderAt = (path: string, page = <ServicePage />) => renderPage(path, page);

const statTexts = () =>
  within(screen.getByRole('region', { name: 'Results our clients see' }))
    .getAllByRole('listitem')
    .map((stat) => stat.textContent);

// The spec's figures, and what each page links to besides the booking calendar.
const expected: Record<ServiceId, { heading: string; figure?: string; more?: [string, string] }> = {
  socialMedia: {
    heading: 'Social Media Marketing',
    figure: '150% Follower growth',
    more: ['See our case studies', '/services/social-media/case-studies'],
  },
  webDevelopment: {
    heading: 'Web Development',
    more: ['View our portfolio', '/services/web-development/portfolio'],
  },
  chatbot: { heading: 'Smart Chatbots', figure: '85% Resolution rate' },
  websiteEnhancement: { heading: 'Website Enhancement' },
  gmbSeo: { heading: 'GMB & SEO' },
  emailMarketing: { heading: 'Email Marketing' },
};

describe('the service pages', () => {
  beforeAll(() => Promise.all([loadMessages('servicePage'), ...services.map((service) => loadMessages(copyPart(service.id)))]));

  it.each(services)('$path has its heading, copy, figures, questions and Get Started links', ({ id, path }) => {
    renderAt(path);
    const { heading, figure, more } = expected[id];
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByText(/Edmonton/)).toBeTruthy();

    const whatWeDo = screen.getByRole('region', { name: 'What we do' });
    expect(within(whatWeDo).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const howItWorks = screen.getByRole('region', { name: 'How it works' });
    expect(within(howItWorks).getAllByRole('listitem')).toHaveLength(4);
    expect(statTexts()).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Frequently asked questions' }).querySelectorAll('details')).toHaveLength(3);

    if (figure) {
      // The spec's figure is a fact, not labelled as a typical result.
      expect(statTexts()).toContain(figure);
    }
    const typical = statTexts().filter((text) => text?.endsWith('Typical result'));
    expect(typical.length > 0).toBe(screen.queryByText(/Figures marked “Typical result”/) !== null);

    const getStarted = screen.getAllByRole('link', { name: 'Get Started' });
    expect(getStarted).toHaveLength(2);
    getStarted.forEach((link) => expect(link.getAttribute('href')).toBe('/#find-your-solution'));
    expect(screen.getByRole('link', { name: 'Or try a free website for 7 days' }).getAttribute('href')).toBe('/free-website');

    if (more) expect(screen.getByRole('link', { name: more[0] }).getAttribute('href')).toBe(more[1]);
    else expect(screen.queryByRole('link', { name: /case studies|portfolio/ })).toBeNull();
  });

  it('labels only made-up figures as typical results', () => {
    renderAt('/services/chatbot');
    expect(statTexts()).toEqual([
      '85% Resolution rate',
      '24/7 Answers, evenings and weekends included',
      '40% Fewer routine phone calls Typical result',
    ]);
  });

  it('finds its service with a trailing slash too', () => {
    renderAt('/services/gmb-seo/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('GMB & SEO');
  });
});

describe('the social media case studies page', () => {
  beforeAll(() => loadMessages('servicePage'));

  it('says it is too early and links back', () => {
    renderAt('/services/social-media/case-studies', <CaseStudiesPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Social Media Case Studies');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('...oops you are too early');
    expect(screen.getByText(/case studies are on their way/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Social Media Marketing' }).getAttribute('href')).toBe(
      '/services/social-media',
    );
    expect(screen.getByRole('link', { name: 'Read our blog' }).getAttribute('href')).toBe('/blog');
  });
});
