/** The text every service page shares, and the social media case studies page; loads with them. */
export const enServicePage = {
  'servicePage.eyebrow': 'Services',
  'servicePage.whatWeDo': 'What we do',
  'servicePage.howItWorks': 'How it works',
  'servicePage.results': 'Results our clients see',
  'servicePage.typical': 'Typical result',
  'servicePage.typicalNote':
    'Figures marked “Typical result” are what our clients commonly see; yours depend on your market, budget and starting point.',
  'servicePage.faq': 'Frequently asked questions',
  'servicePage.cta.title': 'Ready to get started?',
  'servicePage.cta.text':
    'Book a free strategy call. We look at where your business is today and tell you honestly what would help most.',
  'servicePage.getStarted': 'Get Started',
  'servicePage.freeWebsite': 'Or try a free website for 7 days',
  'servicePage.socialMedia.more': 'See our case studies',
  'servicePage.webDevelopment.more': 'View our portfolio',

  'caseStudies.tooEarly': '...oops you are too early',
  'caseStudies.text':
    'Our social media case studies are on their way. We are measuring real results with real local businesses and will share the numbers here soon.',
  'caseStudies.back': 'Back to Social Media Marketing',
  'caseStudies.blog': 'Read our blog',
} as const;
