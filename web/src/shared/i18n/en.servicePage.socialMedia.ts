/** The social media marketing page's copy; loads with that page. */
export const enSocialMedia = {
  'servicePage.socialMedia.lead':
    'Content calendars, posts and ads that turn followers in {city} into paying customers, run by a student team with a mentor checking every post.',
  'servicePage.socialMedia.offer.1.title': 'A content calendar',
  'servicePage.socialMedia.offer.1.text':
    'A month of posts planned around your promotions, seasons and local events, approved by you before anything goes live.',
  'servicePage.socialMedia.offer.2.title': 'Photos, reels and captions',
  'servicePage.socialMedia.offer.2.text':
    'Short videos, photos and captions made for Instagram, Facebook and TikTok, in your voice.',
  'servicePage.socialMedia.offer.3.title': 'Paid social ads',
  'servicePage.socialMedia.offer.3.text': 'Ads aimed at people near you, with a budget you set and a clear cost per lead.',
  'servicePage.socialMedia.offer.4.title': 'Community management',
  'servicePage.socialMedia.offer.4.text': 'We reply to comments and messages promptly, so no customer question goes unanswered.',
  'servicePage.socialMedia.step.1.title': 'Discovery call',
  'servicePage.socialMedia.step.1.text':
    'We learn about your customers, your competitors and what makes your business worth following.',
  'servicePage.socialMedia.step.2.title': 'Strategy and calendar',
  'servicePage.socialMedia.step.2.text': 'You get a one-page plan and the first month of posts to review.',
  'servicePage.socialMedia.step.3.title': 'Create and publish',
  'servicePage.socialMedia.step.3.text': 'Our team produces and schedules the content and runs any ads.',
  'servicePage.socialMedia.step.4.title': 'Monthly report',
  'servicePage.socialMedia.step.4.text':
    'Each month you see followers, reach, messages and enquiries, and what we will change next.',
  'servicePage.socialMedia.stat.1.value': '150%',
  'servicePage.socialMedia.stat.1.label': 'Follower growth',
  'servicePage.socialMedia.stat.2.value': '3x',
  'servicePage.socialMedia.stat.2.label': 'More post engagement',
  'servicePage.socialMedia.stat.3.value': '2x',
  'servicePage.socialMedia.stat.3.label': 'More messages from customers',
  'servicePage.socialMedia.faq.1.question': 'Which platforms do you cover?',
  'servicePage.socialMedia.faq.1.answer':
    'Instagram, Facebook, TikTok and LinkedIn. We recommend the two or three where your customers actually spend their time rather than spreading you thin.',
  'servicePage.socialMedia.faq.2.question': 'Do I need to provide photos?',
  'servicePage.socialMedia.faq.2.answer':
    'It helps, but it is not required. Our team can come by for a short shoot, or work with designed graphics and licensed stock photos.',
  'servicePage.socialMedia.faq.3.question': 'How soon will I see results?',
  'servicePage.socialMedia.faq.3.answer':
    'Most clients see more engagement within the first month. Followers and enquiries build steadily over three to six months.',
} as const;
