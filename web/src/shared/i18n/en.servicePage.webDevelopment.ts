/** The web development page's copy; loads with that page. */
export const enWebDevelopment = {
  'servicePage.webDevelopment.lead':
    'Fast, mobile-friendly websites that turn visitors into calls, bookings and sales for small businesses in {city}.',
  'servicePage.webDevelopment.offer.1.title': 'Custom design',
  'servicePage.webDevelopment.offer.1.text':
    'A design built around your brand and your customers, not a template everyone else is using.',
  'servicePage.webDevelopment.offer.2.title': 'Mobile-first build',
  'servicePage.webDevelopment.offer.2.text': 'Pages that load quickly and read well on phones, where most of your visitors are.',
  'servicePage.webDevelopment.offer.3.title': 'Search-ready from day one',
  'servicePage.webDevelopment.offer.3.text':
    'Clean structure, page titles, descriptions and local business details that Google understands.',
  'servicePage.webDevelopment.offer.4.title': 'Easy updates',
  'servicePage.webDevelopment.offer.4.text':
    'Change your hours, menu or prices yourself, or send us a message and we do it for you.',
  'servicePage.webDevelopment.step.1.title': 'Plan',
  'servicePage.webDevelopment.step.1.text':
    'We map the pages you need, the actions you want visitors to take, and the content you already have.',
  'servicePage.webDevelopment.step.2.title': 'Design',
  'servicePage.webDevelopment.step.2.text': 'You review the design of your home page and key pages before we build.',
  'servicePage.webDevelopment.step.3.title': 'Build and test',
  'servicePage.webDevelopment.step.3.text':
    'We build the site, test it on phones, tablets and computers, and check its speed and accessibility.',
  'servicePage.webDevelopment.step.4.title': 'Launch and support',
  'servicePage.webDevelopment.step.4.text': 'We connect your domain, launch, and stay on hand for changes and questions.',
  'servicePage.webDevelopment.stat.1.value': '5 days',
  'servicePage.webDevelopment.stat.1.label': 'To build a starter website',
  'servicePage.webDevelopment.stat.2.value': '95+',
  'servicePage.webDevelopment.stat.2.label': 'Mobile performance score',
  'servicePage.webDevelopment.stat.3.value': '2x',
  'servicePage.webDevelopment.stat.3.label': 'More enquiries after a redesign',
  'servicePage.webDevelopment.faq.1.question': 'How much does a website cost?',
  'servicePage.webDevelopment.faq.1.answer':
    'Start with a free website: we build it, you try it for 7 days, and you choose a monthly plan only if you are happy. Larger custom projects are quoted after a free call.',
  'servicePage.webDevelopment.faq.2.question': 'Do I own my website?',
  'servicePage.webDevelopment.faq.2.answer':
    'Yes. Your content, domain and design are yours. If you ever decide to leave, we help you move.',
  'servicePage.webDevelopment.faq.3.question': 'Can you redesign my current site?',
  'servicePage.webDevelopment.faq.3.answer':
    'Yes. We keep what works, fix what does not, and make sure your search rankings carry over to the new site.',
} as const;
