import type { SiteMapEntry } from '@agency/contracts/openapi/content';

type Section = SiteMapEntry['section'];

/** A page of the public site that is not a blog post: where it is, what it is called, and what it says. */
export interface StaticPage {
  path: string;
  title: string;
  /** One or two sentences: the page's meta description and its line in search results. */
  description: string;
  section: Exclude<Section, 'blog'>;
  /** A short plain-text summary of what the page holds, for site search. */
  body: string;
}

/**
 * Every public page that is not a blog post: the one list the site map, sitemap.xml and site search read.
 * Blog posts join them from the database.
 */
export const staticPages: readonly StaticPage[] = [
  {
    path: '/',
    title: 'Home',
    description:
      'Maple Builders helps Edmonton small businesses get more sales with websites, social media, SEO and chatbots built by local student teams.',
    section: 'main',
    body: 'Home to Canada’s best business builders. Build from scratch or get a free website. Our partners. Where is your business? Find your solution with a free strategy call. Social media marketing, web development, smart chatbots, website enhancement, GMB and SEO, email marketing.',
  },
  {
    path: '/about',
    title: 'About Us',
    description:
      'Who we are: an Edmonton agency where university student teams build marketing for local small businesses, and how we share what we earn.',
    section: 'main',
    body: 'Our mission paper. Early success stories, student opportunities and local impact. Profit distribution: Student Pay 30%, Local Ventures 40%, Company Growth 30%. Partner with us. Learn more about the student workshop.',
  },
  {
    path: '/blog',
    title: 'Blog',
    description: 'Practical marketing advice for Edmonton small businesses: local SEO, social media, websites and email.',
    section: 'main',
    body: 'Articles and expert tips on small-business marketing, by category and tag.',
  },
  {
    path: '/services/social-media',
    title: 'Social Media Marketing',
    description:
      'Content calendars, short-form video and community management that grow a local following — our clients average 150% follower growth.',
    section: 'services',
    body: 'Social media marketing for small businesses: strategy, content creation, scheduling, community management and monthly reporting. 150% follower growth on average. Instagram, Facebook, TikTok and LinkedIn.',
  },
  {
    path: '/services/web-development',
    title: 'Web Development',
    description:
      'Fast, accessible websites that turn visitors into customers, designed and built by student developers under senior review.',
    section: 'services',
    body: 'Web development: custom websites, online booking, e-commerce, hosting and care plans. Mobile-first, accessible, fast pages that rank. See our portfolio.',
  },
  {
    path: '/services/chatbot',
    title: 'Smart Chatbots',
    description:
      'A website assistant that answers customer questions day and night, books appointments and hands over to you — 85% of questions resolved.',
    section: 'services',
    body: 'Smart chatbots trained on your business: answers questions, captures leads, books appointments, hands over to a person. 85% resolution rate.',
  },
  {
    path: '/services/website-enhancement',
    title: 'Website Enhancement',
    description: 'Speed, accessibility and conversion fixes for the website you already have, measured before and after.',
    section: 'services',
    body: 'Website enhancement: page speed, Core Web Vitals, accessibility audits, conversion improvements, content refresh and security updates for an existing site.',
  },
  {
    path: '/services/gmb-seo',
    title: 'GMB & SEO',
    description: 'Google Business Profile care and local SEO so nearby customers find you first in Maps and search results.',
    section: 'services',
    body: 'Google Business Profile (GMB) optimisation, local SEO, reviews, citations, keyword research and monthly ranking reports for Edmonton businesses.',
  },
  {
    path: '/services/email-marketing',
    title: 'Email Marketing',
    description: 'Newsletters and automated email flows that bring customers back, written and designed for your brand.',
    section: 'services',
    body: 'Email marketing: list building, newsletters, welcome and win-back automations, segmentation and CASL-compliant consent.',
  },
  {
    path: '/services/social-media/case-studies',
    title: 'Social Media Case Studies',
    description: 'Results from our social media clients. Our first case studies are on their way.',
    section: 'services',
    body: 'Social media case studies: coming soon.',
  },
  {
    path: '/services/web-development/portfolio',
    title: 'Web Development Portfolio',
    description: 'Websites our student teams built for local businesses: the challenge, the solution and the results.',
    section: 'services',
    body: 'Portfolio of web development projects: client, industry, challenge, solution, key results, gallery, testimonials and pricing tiers.',
  },
  {
    path: '/workshop',
    title: 'Student Workshop',
    description: 'Students: apply to join a team building real marketing for local businesses, 10–15 hours a week per term.',
    section: 'main',
    body: 'Student volunteer program. Apply with your university, program and year. Social media marketing, web development, content creation, digital marketing, business strategy, graphic design. We reply within 48 hours.',
  },
  {
    path: '/proposal',
    title: 'Request a Proposal',
    description: 'Tell us about your business and project, and get a proposal within 24 hours.',
    section: 'main',
    body: 'Request a proposal: business information, project scope, timeline, budget and goals. Schedule a consultation.',
  },
  {
    path: '/free-website',
    title: 'Free Website',
    description:
      'Try a professional website free for 7 days — no credit card required, built within 5 days, $0 down, pay what you think it’s worth.',
    section: 'main',
    body: 'Free website offer: 7-day free trial, no credit card required, built within 5 days. Plans: Starter $19 a month (5 pages, 1 month support), Growth $39 a month (10 pages, 3 months support, most popular), Professional $79 a month (unlimited pages, 6 months support).',
  },
  {
    path: '/support',
    title: 'Support',
    description: 'Client support is opening soon; meanwhile, reach our team by e-mail or phone.',
    section: 'main',
    body: 'Support centre coming soon. Countdown to launch and our crowdfunding campaign for students.',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How Maple Builders collects, uses and protects personal information under Canada’s PIPEDA.',
    section: 'legal',
    body: 'Privacy policy: what personal information we collect, why, consent, retention, safeguards, your rights of access and correction under PIPEDA, and how to contact our privacy officer.',
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: 'The terms for using the Maple Builders website and services.',
    section: 'legal',
    body: 'Terms of service: using the site, our services and payments, intellectual property, limitation of liability, governing law of Alberta.',
  },
  {
    path: '/sitemap',
    title: 'Site Map',
    description: 'Every page and article on the Maple Builders website.',
    section: 'main',
    body: 'Site map of every page and blog post.',
  },
];
