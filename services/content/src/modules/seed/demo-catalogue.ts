// The six services with their features, and the web-development portfolio: a case study, testimonials and the
// plans of the free-website offer.

export interface DemoService {
  slug: string;
  title: string;
  description: string;
  features: Array<{ title: string; description: string }>;
}

export const demoServices: DemoService[] = [
  {
    slug: 'social-media',
    title: 'Social Media Marketing',
    description:
      'A month of posts planned, written, shot and scheduled for you, plus replies to comments and messages. Our clients average 150% follower growth in their first six months.',
    features: [
      {
        title: 'Content calendar',
        description:
          'A monthly plan built around your sales, seasons and Edmonton events, approved by you before anything goes out.',
      },
      {
        title: 'Short-form video',
        description: 'Reels and TikToks filmed at your business by our student creators, edited for the first three seconds.',
      },
      {
        title: 'Community management',
        description: 'Comments and messages answered within one business day in your voice, with leads passed straight to you.',
      },
      {
        title: 'Monthly report',
        description: 'Reach, follower growth, clicks and the posts that sold, in one page you can read in two minutes.',
      },
    ],
  },
  {
    slug: 'web-development',
    title: 'Web Development',
    description:
      'Fast, accessible websites that turn visitors into customers: designed and built by student developers, reviewed by a senior engineer, and live within five days.',
    features: [
      {
        title: 'Mobile-first design',
        description: 'Most of your visitors arrive on a phone, so every page is designed for a thumb before a mouse.',
      },
      {
        title: 'Online booking and ordering',
        description: 'Appointments, reservations or orders taken on your site and sent to your calendar or inbox.',
      },
      {
        title: 'Search-ready pages',
        description:
          'Clean structure, page titles, descriptions and structured data so Google understands what you sell and where.',
      },
      {
        title: 'Hosting and care',
        description: 'Secure hosting, backups, updates and small changes included in your monthly plan.',
      },
      {
        title: 'You own it',
        description: 'Your domain, your content and your accounts stay in your name, always.',
      },
    ],
  },
  {
    slug: 'chatbot',
    title: 'Smart Chatbots',
    description:
      'An assistant on your website that answers customer questions day and night, books appointments and hands over to you when it should. It resolves 85% of questions without a person.',
    features: [
      {
        title: 'Trained on your business',
        description: 'Your services, prices, hours and policies, written down with you and kept up to date.',
      },
      {
        title: 'Books and captures leads',
        description: 'Takes bookings and contact details, and sends them to your calendar and inbox.',
      },
      {
        title: 'Knows when to hand over',
        description: 'Passes anything it is unsure about to a person, with the conversation so far.',
      },
    ],
  },
  {
    slug: 'website-enhancement',
    title: 'Website Enhancement',
    description:
      'Keep the site you have and make it work harder: faster pages, fixed accessibility problems and clearer paths to buy, measured before and after.',
    features: [
      {
        title: 'Speed audit and fixes',
        description: 'Images, scripts and hosting tuned until your pages load in under two seconds on a phone.',
      },
      {
        title: 'Accessibility review',
        description: 'Keyboard, screen-reader and contrast problems found and fixed, so every customer can buy from you.',
      },
      {
        title: 'Conversion improvements',
        description: 'Clearer calls to action, shorter forms and trust signals where visitors hesitate.',
      },
      {
        title: 'Content refresh',
        description: 'Outdated pages rewritten and new ones added for the searches your customers make.',
      },
    ],
  },
  {
    slug: 'gmb-seo',
    title: 'GMB & SEO',
    description:
      'Google Business Profile care and local search optimisation so people nearby find you first on Maps and in search results.',
    features: [
      {
        title: 'Google Business Profile',
        description: 'Categories, services, photos, hours and weekly posts kept complete and current.',
      },
      {
        title: 'Reviews that keep coming',
        description: 'A simple way to ask happy customers for reviews, and replies to every review in your voice.',
      },
      {
        title: 'Local keyword research',
        description: 'The words Edmontonians actually search for your services, neighbourhood by neighbourhood.',
      },
      {
        title: 'Citations and rankings',
        description: 'Consistent listings across Canadian directories and a monthly report of where you rank.',
      },
    ],
  },
  {
    slug: 'email-marketing',
    title: 'Email Marketing',
    description:
      'Newsletters and automated emails that bring customers back, written and designed for your brand and sent with proper consent under Canada’s anti-spam law.',
    features: [
      {
        title: 'List building',
        description: 'Sign-up forms on your site and in your shop that collect consent the way CASL requires.',
      },
      {
        title: 'Welcome and win-back flows',
        description: 'Automatic emails for new subscribers and for customers you have not seen in a while.',
      },
      {
        title: 'Monthly newsletter',
        description: 'News, offers and stories from your business, written and designed by our students.',
      },
    ],
  },
];

/** The portfolio's case study; its gallery is drawn by artwork.ts. */
export const demoCaseStudy = {
  serviceSlug: 'web-development',
  title: 'Online booking for a growing physiotherapy clinic',
  description:
    'A new website for Northern Lights Physiotherapy in south Edmonton, with online booking, service pages for every treatment and a page per practitioner.',
  clientName: 'Northern Lights Physiotherapy',
  clientIndustry: 'Healthcare',
  projectUrl: 'https://northernlightsphysio.example',
  challenge:
    'The clinic’s old site was slow on phones, had no way to book online, and did not show up when people nearby searched for physiotherapy. The front desk spent hours a day on the phone booking and moving appointments.',
  solution:
    'A student team of three rebuilt the site in five weeks: a mobile-first design, online booking connected to the clinic’s scheduling system, a page for each treatment written around what patients search for, and a Google Business Profile brought up to date.',
  results: { organic_traffic: '+180%', page_load_time: '1.2s', online_bookings: '+65%' },
  gallery: [
    { caption: 'Home page with the booking button', heading: 'Feel better, move better' },
    { caption: 'Treatment page for sports injuries', heading: 'Sports injury rehab' },
    { caption: 'Online booking on a phone', heading: 'Book your assessment' },
  ],
  createdAt: '2025-03-18T16:00:00Z',
};

export const demoTestimonials = [
  {
    serviceSlug: 'web-development',
    quote:
      'Half of our new patients now book online, often at night. The students listened to how our front desk works and built around it.',
    authorName: 'Dr. Hannah Lund',
    authorRole: 'Owner, Northern Lights Physiotherapy',
    rating: 5,
    createdAt: '2025-04-22T15:00:00Z',
  },
  {
    serviceSlug: 'web-development',
    quote:
      'We had a site for ten years that nobody could update. Now I change the daily specials myself from my phone in a minute.',
    authorName: 'Tom Kowalski',
    authorRole: 'Owner, Kettle & Crumb Bakery',
    rating: 5,
    createdAt: '2025-06-10T15:00:00Z',
  },
  {
    serviceSlug: 'web-development',
    quote: 'Clear price, quick build, and they still answer when I email with a small change months later.',
    authorName: 'Aisha Mohamed',
    authorRole: 'Manager, Whyte Avenue Books',
    rating: 4,
    createdAt: '2025-08-05T15:00:00Z',
  },
  {
    serviceSlug: 'social-media',
    quote: 'Our Instagram went from a few likes to people coming in and showing us the reel on their phone.',
    authorName: 'Lena Fischer',
    authorRole: 'Owner, Prairie Bloom Florists',
    rating: 5,
    createdAt: '2025-07-14T15:00:00Z',
  },
];

/** The free-website plans, in cents a month. */
export const demoPricingTiers = [
  {
    serviceSlug: 'web-development',
    name: 'Starter',
    priceCents: 1900,
    highlighted: false,
    features: ['Up to 5 pages', '1 month of support', 'Hosting and SSL included', 'Mobile-first design'],
  },
  {
    serviceSlug: 'web-development',
    name: 'Growth',
    priceCents: 3900,
    highlighted: true,
    features: ['Up to 10 pages', '3 months of support', 'Online booking or contact forms', 'Google Business Profile setup'],
  },
  {
    serviceSlug: 'web-development',
    name: 'Professional',
    priceCents: 7900,
    highlighted: false,
    features: ['Unlimited pages', '6 months of support', 'Online store or booking', 'Monthly performance report'],
  },
];
