/** The website enhancement page's copy; loads with that page. */
export const enWebsiteEnhancement = {
  'servicePage.websiteEnhancement.lead':
    'Speed, design and copy improvements for the website you already have, so more visitors in {city} become customers without starting over.',
  'servicePage.websiteEnhancement.offer.1.title': 'Speed tune-up',
  'servicePage.websiteEnhancement.offer.1.text':
    'Compressed images, lighter code and better hosting settings, so pages load fast on mobile data.',
  'servicePage.websiteEnhancement.offer.2.title': 'Design refresh',
  'servicePage.websiteEnhancement.offer.2.text':
    'Modern layouts, clearer buttons and consistent colours that build trust at first glance.',
  'servicePage.websiteEnhancement.offer.3.title': 'Copy that sells',
  'servicePage.websiteEnhancement.offer.3.text': 'Headlines and page text rewritten around what your customers want to know.',
  'servicePage.websiteEnhancement.offer.4.title': 'Accessibility fixes',
  'servicePage.websiteEnhancement.offer.4.text':
    'Readable contrast, keyboard access and image descriptions, so everyone can use your site.',
  'servicePage.websiteEnhancement.step.1.title': 'Free audit',
  'servicePage.websiteEnhancement.step.1.text':
    'We measure your site’s speed, search health, accessibility and the places visitors give up.',
  'servicePage.websiteEnhancement.step.2.title': 'Prioritised plan',
  'servicePage.websiteEnhancement.step.2.text': 'You get a short list of fixes ranked by impact, with a clear price for each.',
  'servicePage.websiteEnhancement.step.3.title': 'Improve',
  'servicePage.websiteEnhancement.step.3.text':
    'Our team makes the changes on a copy of your site, and you approve them before they go live.',
  'servicePage.websiteEnhancement.step.4.title': 'Measure',
  'servicePage.websiteEnhancement.step.4.text':
    'We compare speed, enquiries and rankings before and after, so you see exactly what changed.',
  'servicePage.websiteEnhancement.stat.1.value': '40%',
  'servicePage.websiteEnhancement.stat.1.label': 'Faster page loads',
  'servicePage.websiteEnhancement.stat.2.value': '25%',
  'servicePage.websiteEnhancement.stat.2.label': 'More contact form enquiries',
  'servicePage.websiteEnhancement.stat.3.value': '2 weeks',
  'servicePage.websiteEnhancement.stat.3.label': 'From audit to improved site',
  'servicePage.websiteEnhancement.faq.1.question': 'Do you work with WordPress, Wix or Shopify?',
  'servicePage.websiteEnhancement.faq.1.answer':
    'Yes. We improve sites on the common platforms, and we tell you honestly when a rebuild would cost less than fixing.',
  'servicePage.websiteEnhancement.faq.2.question': 'Will my site go down during the work?',
  'servicePage.websiteEnhancement.faq.2.answer': 'No. We work on a copy and switch over only when everything is tested.',
  'servicePage.websiteEnhancement.faq.3.question': 'What if I only need a few changes?',
  'servicePage.websiteEnhancement.faq.3.answer':
    'That is fine. Pick the fixes that matter most to you from the audit, and we do just those.',
} as const;
