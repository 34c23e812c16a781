import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLegalDocument } from '../../legal/legalDocuments';
import { loadMessages } from '../../../shared/i18n/messages';
import { site } from '../../../app/site';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';
import { renderPage } from '../../../shared/test/renderPage';

const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** Every table-of-contents link leads to a section with that heading. */
function expectContentsMatchSections() {
  const contents = screen.getByRole('navigation', { name: 'On this page' });
  const links = within(contents).getAllByRole('link');
  expect(links.length).toBeGreaterThan(5);
  for (const link of links) {
    const section = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(section?.querySelector('h2')?.textContent).toBe(link.textContent);
  }
}

describe('the legal pages', () => {
  beforeAll(() => Promise.all([loadMessages('legal'), loadLegalDocument('privacyPolicy'), loadLegalDocument('termsOfService')]));

  it('privacy policy: what we collect, why, consent, retention, safeguards, access, and our Privacy Officer', () => {
    renderPage('/privacy-policy', <PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    expect(screen.getByText(/^Last updated: November 22, 2026$/)).toBeTruthy();
    expect(sectionHeadings()).toEqual(
      expect.arrayContaining([
        'What we collect',
        'Why we collect it',
        'Your consent',
        'How long we keep it',
        'How we protect it',
        'Seeing and correcting your information',
        'Changes to this policy',
        'Contact our Privacy Officer',
      ]),
    );
    expectContentsMatchSections();
    const text = document.body.textContent!;
    for (const fact of ['PIPEDA', 'Personal Information Protection Act', 'Stripe', 'hasSeenWebsitePopup', 'session cookie']) {
      expect(text).toContain(fact);
    }
    expect(screen.getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`);
  });

  it('terms of service: accounts, free trial and plans, payments, IP, student teams, liability and Alberta law', () => {
    renderPage('/terms-of-service', <TermsOfServicePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of Service');
    expect(sectionHeadings()).toEqual(
      expect.arrayContaining([
        'Client accounts and access codes',
        'Free trial and monthly plans',
        'Payments',
        'Who owns the work',
        'Work by our student teams',
        'Acceptable use',
        'Limits of our liability',
        'Governing law',
      ]),
    );
    expectContentsMatchSections();
    expect(document.body.textContent).toContain('laws of the Province of Alberta');
    expect(screen.getByRole('link', { name: 'Read our Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: site.phone })).toBeTruthy();
  });
});
