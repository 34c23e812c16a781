export interface BusinessStage {
  /** 1 to 5; sent to the leads API as the stage. */
  number: 1 | 2 | 3 | 4 | 5;
  title: string;
  description: string;
  popupTitle: string;
  popupText: string;
  cta: string;
}

export const businessStages: readonly BusinessStage[] = [
  {
    number: 1,
    title: 'Just Starting',
    description: 'You have a new business or an idea and need your first customers.',
    popupTitle: 'Launch with a free week',
    popupText:
      'We set up your online presence and run your first week of marketing for free, so you see results before you spend a dollar.',
    cta: 'Start Free Week',
  },
  {
    number: 2,
    title: 'Has Team, Needs Sales',
    description: 'Your team is ready, but your sales pipeline is not full.',
    popupTitle: 'Turn your team into a sales engine',
    popupText:
      'Our sales package starts at $2,000 a month, with one goal: at least double what you spend with us, or we pay you back.',
    cta: 'Scale Revenue Now',
  },
  {
    number: 3,
    title: 'Behind Competition',
    description: 'Competitors show up before you on Google and social media.',
    popupTitle: 'Catch up and pull ahead',
    popupText:
      'We audit your competitors, fix your Google Business Profile and SEO, and launch campaigns that win customers back.',
    cta: 'Dominate Market',
  },
  {
    number: 4,
    title: 'Heavy Competition',
    description: 'Your market is crowded and every customer is contested.',
    popupTitle: 'Win where others are not looking',
    popupText:
      'We find the gaps your competitors miss and target them with sharp positioning, smart chatbots and email campaigns.',
    cta: 'Strategic Attack',
  },
  {
    number: 5,
    title: 'Staying at the Top',
    description: 'You lead your market and want to keep it that way.',
    popupTitle: 'Protect your lead',
    popupText: 'We track your reviews, rankings and campaigns every month and keep improving them before anyone catches up.',
    cta: 'Stay On Top',
  },
];
