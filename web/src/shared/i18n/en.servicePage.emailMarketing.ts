/** The email marketing page's copy; loads with that page. */
export const enEmailMarketing = {
  'servicePage.emailMarketing.lead':
    'Newsletters and automated campaigns that keep customers in {city} coming back and turn one-time buyers into regulars.',
  'servicePage.emailMarketing.offer.1.title': 'List building',
  'servicePage.emailMarketing.offer.1.text':
    'Sign-up forms, in-store sign-ups and offers that grow a list of people who want to hear from you.',
  'servicePage.emailMarketing.offer.2.title': 'Newsletters',
  'servicePage.emailMarketing.offer.2.text':
    'Regular, useful emails with your news, offers and tips, written and designed for you.',
  'servicePage.emailMarketing.offer.3.title': 'Automations',
  'servicePage.emailMarketing.offer.3.text':
    'Welcome series, birthday offers, review requests and win-back emails that run on their own.',
  'servicePage.emailMarketing.offer.4.title': 'Compliant by design',
  'servicePage.emailMarketing.offer.4.text':
    'Consent, sender details and unsubscribe links handled the way Canada’s Anti-Spam Legislation (CASL) requires.',
  'servicePage.emailMarketing.step.1.title': 'Set up',
  'servicePage.emailMarketing.step.1.text':
    'We connect an email platform, import the contacts who agreed to hear from you, and design your template.',
  'servicePage.emailMarketing.step.2.title': 'Plan',
  'servicePage.emailMarketing.step.2.text': 'We agree on a calendar of newsletters and the automations that fit your customers.',
  'servicePage.emailMarketing.step.3.title': 'Send',
  'servicePage.emailMarketing.step.3.text': 'We write, test and send each campaign, and switch on the automations.',
  'servicePage.emailMarketing.step.4.title': 'Improve',
  'servicePage.emailMarketing.step.4.text':
    'Monthly reports on opens, clicks and sales, with a test in every send to make the next email better.',
  'servicePage.emailMarketing.stat.1.value': '42%',
  'servicePage.emailMarketing.stat.1.label': 'Average open rate',
  'servicePage.emailMarketing.stat.2.value': '20%',
  'servicePage.emailMarketing.stat.2.label': 'More repeat purchases',
  'servicePage.emailMarketing.stat.3.value': '3x',
  'servicePage.emailMarketing.stat.3.label': 'More clicks from automated emails',
  'servicePage.emailMarketing.faq.1.question': 'Which email platform do you use?',
  'servicePage.emailMarketing.faq.1.answer':
    'We work with the common platforms such as Mailchimp and Klaviyo, or set one up for you if you have none.',
  'servicePage.emailMarketing.faq.2.question': 'Can I email my whole customer list right away?',
  'servicePage.emailMarketing.faq.2.answer':
    'Only the people who agreed to hear from you, as Canadian anti-spam law requires. We help you collect that consent properly.',
  'servicePage.emailMarketing.faq.3.question': 'How often should I send emails?',
  'servicePage.emailMarketing.faq.3.answer':
    'Most small businesses do well with one or two newsletters a month plus automations. We adjust to your results.',
} as const;
