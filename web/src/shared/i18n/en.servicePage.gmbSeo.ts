/** The GMB & SEO page's copy; loads with that page. */
export const enGmbSeo = {
  'servicePage.gmbSeo.lead':
    'A complete Google Business Profile and search rankings that bring customers in {city} to your door when they search for what you sell.',
  'servicePage.gmbSeo.offer.1.title': 'Google Business Profile setup',
  'servicePage.gmbSeo.offer.1.text': 'Categories, services, hours, photos and posts, filled in completely and kept up to date.',
  'servicePage.gmbSeo.offer.2.title': 'Local SEO',
  'servicePage.gmbSeo.offer.2.text':
    'Pages and listings that match how local customers search, from “near me” to your neighbourhood’s name.',
  'servicePage.gmbSeo.offer.3.title': 'Review growth',
  'servicePage.gmbSeo.offer.3.text':
    'A simple way to ask happy customers for reviews, and polite, timely replies to every review.',
  'servicePage.gmbSeo.offer.4.title': 'Citations and listings',
  'servicePage.gmbSeo.offer.4.text': 'The same name, address and phone number across directories, so Google trusts your details.',
  'servicePage.gmbSeo.step.1.title': 'Search audit',
  'servicePage.gmbSeo.step.1.text': 'We check your profile, rankings and competitors for the searches that matter to you.',
  'servicePage.gmbSeo.step.2.title': 'Fix the foundations',
  'servicePage.gmbSeo.step.2.text': 'We complete your profile, correct your listings and tidy up your site’s search basics.',
  'servicePage.gmbSeo.step.3.title': 'Grow',
  'servicePage.gmbSeo.step.3.text': 'Monthly posts, photos, review requests and page improvements keep you climbing.',
  'servicePage.gmbSeo.step.4.title': 'Report',
  'servicePage.gmbSeo.step.4.text': 'Each month you see calls, direction requests, website visits and rankings from Google.',
  'servicePage.gmbSeo.stat.1.value': '70%',
  'servicePage.gmbSeo.stat.1.label': 'More Google Maps views',
  'servicePage.gmbSeo.stat.2.value': 'Top 3',
  'servicePage.gmbSeo.stat.2.label': 'Map results for core local searches',
  'servicePage.gmbSeo.stat.3.value': '2x',
  'servicePage.gmbSeo.stat.3.label': 'More calls from your Google profile',
  'servicePage.gmbSeo.faq.1.question': 'How long does SEO take?',
  'servicePage.gmbSeo.faq.1.answer':
    'Profile improvements often show within weeks; rankings for competitive searches usually take three to six months.',
  'servicePage.gmbSeo.faq.2.question': 'Can you guarantee first place on Google?',
  'servicePage.gmbSeo.faq.2.answer':
    'Nobody honestly can. We promise clear work, monthly reports and steady progress on the searches that bring you customers.',
  'servicePage.gmbSeo.faq.3.question': 'I have no storefront. Can I still have a Google profile?',
  'servicePage.gmbSeo.faq.3.answer':
    'Yes. Service-area businesses such as trades and mobile services can show the areas they serve without showing a home address.',
} as const;
