/** The support page's text; loads with the page. */
export const enSupport = {
  'support.comingSoon': 'Coming Soon',
  // No closing full stop: the time ends with one ('12:00 a.m.').
  'support.launch': 'Our support centre opens on {date}',
  'support.countdown': 'Time left until our support centre opens',
  'support.days': 'Days',
  'support.hours': 'Hours',
  'support.minutes': 'Minutes',
  'support.seconds': 'Seconds',
  'support.meanwhile': 'Need help before then? Our team is a phone call or an e-mail away.',
  'support.open.title': 'Support is open',
  'support.open.text': 'Our support team is here to help. Call or e-mail us and we will get back to you within one business day.',
  'support.crowdfunding.title': 'Back the next generation',
  'support.crowdfunding.text':
    'We are preparing a crowdfunding campaign for students: every contribution funds paid placements for university students who build websites and campaigns for local small businesses.',
} as const;
