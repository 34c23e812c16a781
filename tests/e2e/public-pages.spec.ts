/**
 * The static marketing pages in Chromium: about (carousel, chart, mission paper), the six service
 * pages, the social media case studies, the free website offer, support, privacy and terms.
 */
import { expect, test, type Page } from '@playwright/test';
import { baseURL, dismissWelcomePopupForever, expectAccessible, waitForHydration } from './support.js';

test.use({ baseURL: baseURL() });

interface PublicPage {
  path: string;
  /** The page's name: its <title> before ' | Maple Builders', and its last breadcrumb. */
  title: string;
  description: string;
  heading: string;
}

const publicPages: PublicPage[] = [
  {
    path: '/about',
    title: 'About',
    description: 'Who we are, how our student teams work and where the profit goes.',
    heading: 'Local students. Local businesses. Growing together.',
  },
  {
    path: '/services/social-media',
    title: 'Social Media Marketing',
    description: 'Content calendars, posts and ads that turn followers into customers.',
    heading: 'Social Media Marketing',
  },
  {
    path: '/services/web-development',
    title: 'Web Development',
    description: 'Fast, mobile-friendly websites built to convert visitors into leads.',
    heading: 'Web Development',
  },
  {
    path: '/services/chatbot',
    title: 'Smart Chatbots',
    description: 'Chatbots that answer customer questions and book appointments around the clock.',
    heading: 'Smart Chatbots',
  },
  {
    path: '/services/website-enhancement',
    title: 'Website Enhancement',
    description: 'Speed, design and copy improvements for the website you already have.',
    heading: 'Website Enhancement',
  },
  {
    path: '/services/gmb-seo',
    title: 'GMB & SEO',
    description: 'A Google Business Profile and search rankings that bring local customers to you.',
    heading: 'GMB & SEO',
  },
  {
    path: '/services/email-marketing',
    title: 'Email Marketing',
    description: 'Newsletters and automated campaigns that keep customers coming back.',
    heading: 'Email Marketing',
  },
  {
    path: '/services/social-media/case-studies',
    title: 'Social Media Case Studies',
    description: 'Results from our social media marketing clients.',
    heading: 'Social Media Case Studies',
  },
  {
    path: '/free-website',
    title: 'Get a Free Website',
    description: 'Try a professional website free for 7 days, no credit card required.',
    heading: 'Get a Free Website',
  },
  {
    path: '/support',
    title: 'Support',
    description: 'How to reach our support team, and when our support centre opens.',
    heading: 'Support is open',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your information.',
    heading: 'Privacy Policy',
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: 'The terms that apply when you use our website and services.',
    heading: 'Terms of Service',
  },
];

async function expectSeo(page: Page, { path, title, description }: PublicPage) {
  const fullTitle = `${title} | Maple Builders`;
  const url = `${baseURL()}${path}`;
  await expect(page).toHaveTitle(fullTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', fullTitle);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
  const structuredData = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(' ');
  expect(structuredData).toContain('"BreadcrumbList"');
  expect(structuredData).toContain(`"name":${JSON.stringify(title)},"item":${JSON.stringify(url)}`);
}

/**
 * Stops the page's (installed) fake clock where it is, or at `at`; from then on time moves only when
 * the test says so. Pages load before this (React waits on timers to reveal a lazy page), and axe
 * runs before it too.
 */
async function stopTheClock(page: Page, at?: Date) {
  await page.clock.pauseAt(at ?? (await page.evaluate(() => Date.now() + 500)));
}

const slide = (page: Page, position: string) => page.getByRole('group', { name: position });
/** The chart loads when the visitor scrolls near it. */
async function scrollToChart(page: Page) {
  await page.getByRole('figure').scrollIntoViewIfNeeded();
}
const chartSlice = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Pie chart of our profit distribution' }).getByRole('img', { name });

test.beforeEach(async ({ page }) => {
  await dismissWelcomePopupForever(page);
});

for (const publicPage of publicPages) {
  test(`${publicPage.path} shows its heading and metadata and passes axe`, async ({ page }) => {
    await page.goto(publicPage.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicPage.heading);
    if (publicPage.path === '/about') {
      // A click stops the carousel, so axe does not judge a slide halfway through its entrance.
      await page.getByRole('heading', { level: 1 }).click();
      await scrollToChart(page);
      await expect(chartSlice(page, 'Student Pay: 30%')).toBeVisible();
    }
    await expectSeo(page, publicPage);
    await expectAccessible(page, publicPage.path);
  });
}

test('the service pages show the spec’s figures and lead to the booking calendar', async ({ page }) => {
  await page.goto('/services/social-media');
  const results = page.getByRole('region', { name: 'Results our clients see' });
  await expect(results.getByRole('listitem').first()).toHaveText('150% Follower growth');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'See our case studies' }).click();
  await expect(page).toHaveURL(/\/services\/social-media\/case-studies$/);
  await expect(page.getByRole('heading', { name: '...oops you are too early' })).toBeVisible();

  await page.goto('/services/chatbot');
  await expect(results.getByRole('listitem').first()).toHaveText('85% Resolution rate');
  await page.getByText('Will the chatbot give wrong answers?').click();
  await expect(page.getByText(/It answers only from the information we give it/)).toBeVisible();
  await expectAccessible(page, 'a service page with a question open');

  await page.goto('/services/web-development');
  await expect(page.getByRole('link', { name: 'View our portfolio' })).toHaveAttribute(
    'href',
    '/services/web-development/portfolio',
  );
});

test('the free website page lists the three plans', async ({ page }) => {
  await page.goto('/free-website');
  const plans = page.getByRole('region', { name: 'Simple monthly plans' }).getByRole('heading', { level: 3 });
  await expect(plans).toHaveText(['Starter', 'Growth', 'Professional']);
  await expect(page.getByText('$19', { exact: true })).toBeVisible();
  await expect(page.getByText('$39', { exact: true })).toBeVisible();
  await expect(page.getByText('$79', { exact: true })).toBeVisible();
  await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('No credit card required')).toBeVisible();

  // Side by side, the three prices stand on one baseline, the Most Popular card's too.
  await page.setViewportSize({ width: 1280, height: 900 });
  const baselines = await Promise.all(
    ['$19', '$39', '$79'].map(async (price) => {
      const box = await page.getByText(price, { exact: true }).boundingBox();
      return Math.round(box!.y + box!.height);
    }),
  );
  expect(new Set(baselines).size, `price bottoms ${baselines.join(', ')}`).toBe(1);
  await expectAccessible(page, 'the free website plans');
});

test('the about carousel turns by itself, and its buttons move it, wrapping around', async ({ page }) => {
  await page.goto('/about');
  const carousel = page.getByRole('region', { name: 'Our story so far' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(slide(page, '1 of 3')).toBeVisible();
  await expect(slide(page, '1 of 3').getByRole('heading')).toHaveText('Early Success Stories');
  await expect(page.locator('#story-slides')).toHaveAttribute('aria-live', 'off');

  // It advances every 5 seconds while nobody has clicked anything.
  await expect(slide(page, '2 of 3')).toBeVisible({ timeout: 8_000 });
  await expect(slide(page, '1 of 3')).toBeHidden();

  const next = carousel.getByRole('button', { name: 'Next slide' });
  const previous = carousel.getByRole('button', { name: 'Previous slide' });
  await next.click();
  await expect(slide(page, '3 of 3').getByRole('heading')).toHaveText('Local Impact');
  await expect(page.locator('#story-slides')).toHaveAttribute('aria-live', 'polite');
  await next.click();
  await expect(slide(page, '1 of 3')).toBeVisible();
  await previous.click();
  await expect(slide(page, '3 of 3')).toBeVisible();
  const dot = carousel.getByRole('button', { name: 'Show slide 2 of 3: Student Opportunities' });
  await dot.click();
  await expect(slide(page, '2 of 3')).toBeVisible();
  await expect(dot).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page, 'the stopped carousel');
});

/** Opens the about page on a stopped clock and lets 5 seconds pass: the carousel's first turn. */
async function watchTheFirstTurn(page: Page) {
  await page.clock.install();
  await page.goto('/about');
  await expect(slide(page, '1 of 3')).toBeVisible();
  await waitForHydration(slide(page, '1 of 3'));
  await stopTheClock(page);
  await page.clock.runFor(5_000);
  await expect(slide(page, '2 of 3')).toBeVisible();
}

test('the about carousel stops turning after any click on the page', async ({ page }) => {
  await watchTheFirstTurn(page);
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(20_000);
  await expect(slide(page, '2 of 3')).toBeVisible();
});

test('under reduced motion the carousel still turns, with no slide animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await watchTheFirstTurn(page);
  const animations = await slide(page, '2 of 3').evaluate((element) => element.getAnimations().length);
  expect(animations).toBe(0);
});

test('the profit chart shows a tooltip on hover and on keyboard focus, and its data as text', async ({ page }) => {
  await page.goto('/about');
  const figure = page.getByRole('figure');
  await expect(figure.locator('figcaption li strong')).toHaveText([
    'Student Pay: 30%',
    'Local Ventures: 40%',
    'Company Growth: 30%',
  ]);
  // The chart itself loads when the visitor scrolls near it (on a tall screen, at once).
  await scrollToChart(page);

  await chartSlice(page, 'Local Ventures: 40%').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Local Ventures: 40%');
  await expectAccessible(page, 'the chart with its tooltip');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();

  await chartSlice(page, 'Company Growth: 30%').focus();
  await expect(page.getByRole('tooltip')).toHaveText('Company Growth: 30%');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('tooltip')).toHaveText('Local Ventures: 40%');
});

test('the about page links to the partner registration and the workshop', async ({ page }) => {
  await page.goto('/about');
  // No partner registration form is configured in this build: the link stays on the site.
  const partner = page.getByRole('link', { name: 'Partner With Us' });
  await expect(partner).toHaveAttribute('href', '/proposal');
  await expect(partner).not.toHaveAttribute('target', '_blank');
  await page.getByRole('link', { name: 'Learn More about the Student Workshop' }).click();
  await expect(page).toHaveURL(/\/workshop$/);
});

test('the support page says support is open, now that the launch date has passed', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support is open');
  await expect(page.getByRole('timer')).toHaveCount(0);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '+1 (780) 555-0142' })).toHaveAttribute('href', 'tel:+17805550142');
  await expect(main.getByRole('link', { name: 'hello@maplebuilders.ca' })).toHaveAttribute(
    'href',
    'mailto:hello@maplebuilders.ca',
  );
  await expect(page.getByText(/crowdfunding campaign for students/)).toBeVisible();
});

test('the support page counts down each second before the launch', async ({ page }) => {
  // Before the default launch, 2025-05-01 00:00 in the browser's zone (Toronto, UTC-4 then).
  await page.clock.install({ time: new Date('2025-04-30T23:59:00-04:00') });
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
  // axe runs on timers, so before the clock stops.
  await expectAccessible(page, 'the support countdown');
  // Three seconds before it.
  await stopTheClock(page, new Date('2025-04-30T23:59:57-04:00'));
  const timer = page.getByRole('timer', { name: 'Time left until our support centre opens' });
  await expect(timer).toHaveAttribute('aria-live', 'off');
  await expect(timer).toContainText('03Seconds');
  await page.clock.runFor(1_000);
  await expect(timer).toContainText('02Seconds');
  await page.clock.runFor(2_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support is open');
});

test('Mission Paper opens the PDF in a new tab through a signed link', async ({ page }) => {
  await page.goto('/about');
  const button = page.getByRole('button', { name: /^Mission Paper/ });
  // The page arrives rendered: a click before React has taken it over would do nothing.
  await waitForHydration(button);
  const popup = page.waitForEvent('popup');
  // The tab opens at once and is sent to the document when the link is signed.
  const documentRequest = page
    .context()
    .waitForEvent('request', (request) => request.url().includes('/api/content/documents/mission-paper?'));
  await button.click();
  expect((await documentRequest).frame().page()).toBe(await popup);
  const url = new URL((await documentRequest).url());
  expect(url.pathname).toBe('/api/content/documents/mission-paper');
  expect(url.search).toMatch(/^\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/);

  const pdf = await page.request.get(url.href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);

  // A changed signature is refused.
  const signature = url.searchParams.get('signature')!;
  url.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
  expect((await page.request.get(url.href)).status()).toBe(403);
});
