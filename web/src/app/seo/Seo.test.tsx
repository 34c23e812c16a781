import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Seo } from './Seo';

function renderAt(path: string, title: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Seo title={title} description="A page description." />
    </MemoryRouter>,
  );
}

const jsonLdTypes = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
  );

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('Seo', () => {
  it('sets the title with the brand suffix, description, canonical link and Open Graph tags', () => {
    renderAt('/about', 'About');
    expect(document.title).toBe('About | Maple Builders');
    expect(meta('meta[name="description"]')).toBe('A page description.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/about`);
    expect(meta('meta[property="og:title"]')).toBe('About | Maple Builders');
    expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}/about`);
    expect(meta('meta[property="og:locale"]')).toBe('en_CA');
    expect(meta('meta[property="og:site_name"]')).toBe('Maple Builders');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:title"]')).toBe('About | Maple Builders');
    expect(meta('meta[name="twitter:description"]')).toBe('A page description.');
  });

  it('names the page in both languages, English being the default, and leaves them off a page kept out of search', () => {
    const { unmount } = renderAt('/blog', 'Blog');
    const alternates = () =>
      [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
    const origin = window.location.origin;
    expect(alternates()).toEqual([
      ['en-CA', `${origin}/blog`],
      ['fr-CA', `${origin}/fr/blog`],
      ['x-default', `${origin}/blog`],
    ]);
    unmount();
    render(
      <MemoryRouter initialEntries={['/onboarding']}>
        <Seo title="Sign in" description="Sign in." noIndex />
      </MemoryRouter>,
    );
    expect(alternates()).toEqual([]);
  });

  it('adds Organization and BreadcrumbList, but no LocalBusiness, off the home page', async () => {
    renderAt('/blog', 'Blog');
    await waitFor(() => expect(jsonLdTypes()).toEqual(['Organization', 'BreadcrumbList']));
  });

  it('adds LocalBusiness with Edmonton and opening hours on the home page', async () => {
    renderAt('/', 'Maple Builders | Home');
    expect(document.title).toBe('Maple Builders | Home');
    await waitFor(() => expect(jsonLdTypes()).toEqual(['Organization', 'LocalBusiness']));
    const business = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
      .find((data) => data['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({
      openingHours: 'Mo-Fr 09:00-17:00',
      foundingDate: '2023',
      address: { addressLocality: 'Edmonton', addressRegion: 'Alberta' },
    });
  });

  it('makes a page an article with its image, BlogPosting data and the breadcrumb it is given', async () => {
    render(
      <MemoryRouter initialEntries={['/blog/local-seo']}>
        <Seo
          title="Local SEO in five steps"
          description="A post."
          breadcrumb="Local SEO basics"
          image={{ url: '/api/content/media/cover.jpg', width: 1200, height: 675 }}
          article={{
            headline: 'Local SEO basics',
            datePublished: '2026-11-22T16:00:00Z',
            dateModified: '2026-11-23T16:00:00Z',
            author: 'Priya Sharma',
            image: '/api/content/media/cover.jpg',
          }}
        />
      </MemoryRouter>,
    );
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/api/content/media/cover.jpg`);
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:image"]')).toBe(`${window.location.origin}/api/content/media/cover.jpg`);
    await waitFor(() => expect(jsonLdTypes()).toEqual(['Organization', 'BreadcrumbList', 'BlogPosting']));
    const crumbs = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type': string; itemListElement?: { name: string }[] })
      .find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement?.map((crumb) => crumb.name)).toEqual(['Home', 'Blog', 'Local SEO basics']);
  });

  it('gives every page the default 1200×630 PNG preview, and a post with an SVG cover too', () => {
    renderAt('/about', 'About');
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/og-default.png`);
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[property="og:image:height"]')).toBe('630');
    expect(meta('meta[name="twitter:image"]')).toBe(`${window.location.origin}/og-default.png`);

    render(
      <MemoryRouter initialEntries={['/blog/drawn']}>
        <Seo title="Drawn" description="A post." image={{ url: '/api/content/media/cover.svg', width: 1200, height: 675 }} />
      </MemoryRouter>,
    );
    const images = [...document.head.querySelectorAll('meta[property="og:image"]')].map((tag) => tag.getAttribute('content'));
    expect(images.every((url) => url?.endsWith('/og-default.png'))).toBe(true);
  });

  it('ships the default preview as a 1200×630 PNG', () => {
    const png = readFileSync(path.join(__dirname, '../../../public/og-default.png'));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
