// The demo blog: eight published posts over three categories, one featured, and two drafts. Written for the
// owners of Edmonton small businesses.

export const demoCategories = ['Local SEO', 'Social Media', 'Websites'] as const;

export type DemoCategory = (typeof demoCategories)[number];

export interface DemoPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  category: DemoCategory | null;
  tags: string[];
  author: string;
  featured: boolean;
  /** Unset for a draft. */
  publishedAt?: string;
  createdAt: string;
  seoTitle?: string;
  seoDescription?: string;
}

export const demoPosts: DemoPost[] = [
  {
    slug: 'google-business-profile-checklist-edmonton',
    title: 'The Google Business Profile checklist for Edmonton small businesses',
    excerpt:
      'Your Google Business Profile is often the first thing a nearby customer sees. Here is the checklist our students use to get a profile ready to win the map.',
    category: 'Local SEO',
    tags: ['Google Business Profile', 'Edmonton', 'Local Search'],
    author: 'Marcus Chen',
    featured: true,
    createdAt: '2025-10-14T15:30:00Z',
    publishedAt: '2025-10-20T14:00:00Z',
    seoTitle: 'Google Business Profile checklist for Edmonton businesses',
    seoDescription:
      'Categories, hours, photos, services, posts and reviews: the checklist we use to get an Edmonton business found on Google Maps.',
    content: `When someone in Mill Woods searches for "bakery near me", Google does not show them your website first. It shows them
the map, and on the map it shows **Google Business Profiles**. For most local businesses, the profile gets more views than
the website. Here is the checklist we work through with every new client.

## 1. Get the basics exactly right

- **Name**: your real business name, as it appears on your sign. Adding keywords ("Best Pizza Edmonton") breaks Google's rules
  and can get the profile suspended.
- **Primary category**: the single most important ranking factor you control. Pick the most specific one that fits
  ("Physiotherapy clinic", not "Health").
- **Address and service area**: if customers come to you, show the address. If you go to them, set a service area instead.
- **Hours**, including holiday hours. Nothing loses a customer faster than a locked door on Family Day.

## 2. Fill in everything else

1. Add every **service** you offer, with a one-line description and a price where you can.
2. Upload at least **ten photos**: the storefront from the street, the inside, your team and your work.
3. Write the **description** for people, not robots: what you do, for whom, and what makes you different.
4. Turn on **messaging** only if someone will answer within a few hours.

## 3. Keep it alive

A profile that changes every week looks like a business that is open. Post an offer, an event or a new photo weekly, answer
the questions people ask, and reply to every review (more on that in
[our guide to getting more reviews](/blog/how-to-get-more-google-reviews)).

Google's own [Business Profile help centre](https://support.google.com/business/) explains each field in detail. If you would
rather have it done for you, our [GMB & SEO service](/services/gmb-seo) keeps your profile current every week.`,
  },
  {
    slug: 'how-to-get-more-google-reviews',
    title: 'How to get more Google reviews without feeling pushy',
    excerpt:
      'Reviews decide which business people call. A simple system for asking, at the right moment, that our clients use to double their reviews in a season.',
    category: 'Local SEO',
    tags: ['Reviews', 'Google Business Profile'],
    author: 'Marcus Chen',
    featured: false,
    createdAt: '2025-09-02T16:00:00Z',
    publishedAt: '2025-09-08T14:00:00Z',
    content: `Most happy customers will gladly leave a review. They just never think of it. The fix is not a bigger sign at the till;
it is asking the right person, at the right moment, with as little effort for them as possible.

## Ask at the moment of delight

Every business has a moment when the customer is happiest: the haircut is done, the car is washed, the cake is picked up.
That is when you ask, in person: *"Would you mind sharing that in a Google review? It really helps a small shop like ours."*

## Make it one tap

Copy your review link from your Google Business Profile and put it:

- on a small card with a QR code at the counter,
- at the bottom of your receipts and booking confirmations,
- in a short follow-up text or email the same day.

## Reply to every review

Thank people by name for good reviews. For a bad one, reply calmly, take the conversation offline, and fix the problem if you
can. Future customers read your replies as carefully as the reviews.

## What not to do

- Do not offer discounts or gifts for reviews: it is against Google's policy and can get reviews removed.
- Do not write reviews for yourself or ask staff and family to.
- Do not ask only the customers you expect to be happy. Asking everyone is fairer, and honest reviews are more convincing.

A steady trickle of fresh reviews beats a burst once a year. If you want a system set up for you, see our
[GMB & SEO service](/services/gmb-seo).`,
  },
  {
    slug: 'local-keywords-edmonton-neighbourhoods',
    title: 'Local keywords: what Edmontonians actually search for',
    excerpt:
      'People do not search the way business owners talk. How to find the words your neighbours use, from "near me" to neighbourhood names.',
    category: 'Local SEO',
    tags: ['Keywords', 'Edmonton', 'Local Search'],
    author: 'Priya Sharma',
    featured: false,
    createdAt: '2025-06-20T15:00:00Z',
    publishedAt: '2025-06-26T14:00:00Z',
    content: `A physiotherapist calls it "manual therapy". Their patients search for "back pain help Terwillegar". Local search is won by
the business that uses its customers' words.

## Start with the problems, not the services

Write down the ten questions customers ask you most. Each one is a search someone is typing right now:

- "How much does a brake job cost in Edmonton?"
- "Where can I get a cake for tomorrow?"
- "Is there a bookstore open late on Whyte?"

## Add the places

Edmontonians search by neighbourhood and landmark as much as by city: *Old Strathcona*, *Windermere*, *near West Edmonton Mall*,
*south side*. If you serve an area, name it on your site, in your Google Business Profile posts and in your photos' captions.

## Check what Google suggests

Type the start of a search into Google and read the suggestions, then scroll to "People also ask" and "Related searches".
These are free, local, and current.

## Give each topic a page

One page per service, with the customer's words in the title and first paragraph, beats one long page that lists everything.
Our [web development](/services/web-development) plans include a page per service for exactly this reason.`,
  },
  {
    slug: 'instagram-reels-for-local-shops',
    title: 'Instagram Reels for local shops: a one-hour-a-week routine',
    excerpt:
      'You do not need a studio or a content team to make Reels that bring people through the door. A weekly routine our student creators use with small shops.',
    category: 'Social Media',
    tags: ['Instagram', 'Video', 'Small Business'],
    author: 'Émilie Tremblay',
    featured: false,
    createdAt: '2025-08-11T15:00:00Z',
    publishedAt: '2025-08-18T14:00:00Z',
    content: `Short videos reach people who do not follow you yet, and for a local shop those people live down the street. Here is a routine that
fits into one hour a week.

## Monday: film five clips (20 minutes)

Film on your phone, vertical, in natural light. Good subjects for any shop:

1. **The making of** something: icing a cake, fitting a tire, wrapping a bouquet.
2. **Before and after**: the messy bike and the tuned one.
3. **Meet the team**: ten seconds each, one fun fact.
4. **A customer question**, answered in under 30 seconds.
5. **What is new this week**, shown, not told.

## Tuesday: edit two Reels (30 minutes)

Put the most interesting second first: people decide in the first three seconds whether to keep watching. Add captions, because
most people watch with the sound off, and keep it under 30 seconds.

## Thursday: post and reply (10 minutes)

Post when your customers are on their phones (lunch and early evening work for most Edmonton shops), and reply to every comment
in the first hour.

## Measure what matters

Views are nice; visits are better. Ask new customers how they heard of you, and watch your profile visits and website clicks.
Our [social media clients](/services/social-media) average **150% follower growth** with routines like this one.`,
  },
  {
    slug: 'social-media-content-calendar-small-business',
    title: 'Build a social media content calendar in an afternoon',
    excerpt:
      'A simple calendar turns "what do I post today?" into ten minutes a week. The template we start every client with, built around your sales and local events.',
    category: 'Social Media',
    tags: ['Planning', 'Small Business', 'Edmonton'],
    author: 'Émilie Tremblay',
    featured: false,
    createdAt: '2025-05-05T15:00:00Z',
    publishedAt: '2025-05-12T14:00:00Z',
    content: `Posting only when you remember leads to weeks of silence followed by a burst of "sale!" posts. A calendar fixes both.

## Step 1: mark the dates that matter

Open a spreadsheet with one row per week for the next three months and fill in:

- your own sales, launches and slow seasons,
- holidays (Canada Day, Thanksgiving, Family Day),
- Edmonton events your customers care about: the Fringe, Heritage Days, K-Days, Oilers playoff runs.

## Step 2: choose three content pillars

Most small businesses do well with three kinds of posts, repeated:

1. **Show the work** (products, services, behind the scenes),
2. **Show the people** (team, customers, community),
3. **Help** (tips and answers related to what you sell).

## Step 3: fill the weeks

Three posts a week is plenty: one of each pillar. Write a one-line idea for each, not the finished post.

## Step 4: batch the work

Once a week, write and schedule the next week's posts in one sitting. Meta Business Suite schedules Facebook and Instagram
for free.

Want the calendar filled and the posts made for you? That is what our [social media service](/services/social-media) does.`,
  },
  {
    slug: 'what-a-small-business-website-needs',
    title: 'What a small-business website really needs (and what it does not)',
    excerpt:
      'Five pages, one clear action and fast loading beat a big site nobody finishes reading. What we put on every small-business site we build.',
    category: 'Websites',
    tags: ['Web Design', 'Small Business'],
    author: 'Daniel Okafor',
    featured: false,
    createdAt: '2025-03-24T15:00:00Z',
    publishedAt: '2025-03-31T14:00:00Z',
    content: `A small-business website has one job: to turn a curious visitor into a call, a booking or a visit. Everything on it should help
with that job.

## The pages that earn their place

- **Home**: what you do, for whom, where, and the one action you want people to take.
- **Services** (one page each): what it is, who it is for, what it costs or how pricing works.
- **About**: the people behind the business. Local customers want to know who they are buying from.
- **Contact**: address with a map, hours, phone, and a short form.
- **Reviews or work samples**: proof that others trusted you.

## One clear action

Pick the single most valuable thing a visitor can do (book, call, order, visit) and make it a button at the top of every page.

## What you can skip

- A news page you will not update. An old "latest news" from 2019 looks like a closed business.
- Sliders and autoplay videos: they slow pages and people scroll past them.
- Stock photos of smiling strangers. A phone photo of your real team is more convincing.

## Things that must be right

Fast on a phone, readable with a screen reader, secure (https), and easy for you to update. Our
[free website offer](/free-website) gets you all of this, with a 7-day trial and no credit card required.`,
  },
  {
    slug: 'website-speed-why-it-matters',
    title: 'Why website speed matters more than you think',
    excerpt:
      'Every extra second a page takes to load on a phone costs you visitors. How to measure your site and the fixes that help most.',
    category: 'Websites',
    tags: ['Page Speed', 'Web Design'],
    author: 'Daniel Okafor',
    featured: false,
    createdAt: '2025-02-10T15:00:00Z',
    publishedAt: '2025-02-17T14:00:00Z',
    content: `Your customers are searching on phones, often on a bus or in a parking lot, on a connection that is not as fast as your office
Wi-Fi. If your page is still blank after three seconds, many of them go back and tap the next result.

## Measure first

Run your home page through [PageSpeed Insights](https://pagespeed.web.dev/) and look at the **mobile** results. The three
numbers that matter (Google calls them Core Web Vitals):

- **Largest Contentful Paint**: when the main content appears. Aim for under 2.5 seconds.
- **Interaction to Next Paint**: how quickly the page responds to a tap.
- **Cumulative Layout Shift**: whether things jump around while loading.

## The fixes that help most

1. **Resize and compress images.** A 5 MB photo straight from a camera is the most common problem we find.
2. **Remove what you do not use**: old plugins, chat widgets, tracking scripts from past campaigns.
3. **Use good hosting.** Cheap shared hosting far from Canada adds delay to every request.
4. **Load fonts sensibly**, or use the fonts already on the device.

## Speed is also search

Google uses page experience when ranking results, so a faster site is also easier to find. Our
[website enhancement service](/services/website-enhancement) measures your site, fixes it, and shows you the before and after.`,
  },
  {
    slug: 'accessible-website-more-customers',
    title: 'An accessible website is a website for more customers',
    excerpt:
      'One in four Canadians lives with a disability. Simple accessibility fixes that open your site to them, and make it better for everyone else too.',
    category: 'Websites',
    tags: ['Accessibility', 'Web Design'],
    author: 'Jordan Reid',
    featured: false,
    createdAt: '2025-01-08T15:00:00Z',
    publishedAt: '2025-01-15T14:00:00Z',
    content: `Accessibility is often treated as a legal box to tick. For a small business it is simpler than that: people who cannot use your
site cannot buy from you.

## Quick checks you can do today

- **Use only the keyboard.** Press Tab through your home page. Can you reach and use every link, menu and button, and can you
  see where you are?
- **Zoom to 200%.** Does the text still fit, or do you have to scroll sideways?
- **Read your images' descriptions.** Every meaningful image needs alternative text that says what it shows.
- **Check contrast.** Light grey text on white is hard to read for many people, in bright sunlight for everyone.

## Common fixes

1. Give every form field a visible label, not just placeholder text.
2. Make link text say where it goes ("See our menu", not "Click here").
3. Add captions to videos.
4. Do not rely on colour alone to show errors or status.

## Learn more

The W3C's [Web Accessibility Initiative](https://www.w3.org/WAI/) explains the guidelines in plain language. Every site our
[web development](/services/web-development) teams build is checked with automated tools and by hand with a keyboard and a
screen reader.`,
  },
  {
    slug: 'holiday-marketing-plan-edmonton-shops',
    title: 'A holiday marketing plan for Edmonton shops',
    excerpt:
      'The holiday season starts earlier every year. A week-by-week plan from November to Boxing Day for shops that want their share.',
    category: 'Social Media',
    tags: ['Holiday Marketing', 'Edmonton', 'Planning'],
    author: 'Priya Sharma',
    featured: false,
    createdAt: '2025-10-28T15:00:00Z',
    content: `Draft: week-by-week plan from early November to Boxing Day.

## Early November

- Update holiday hours on the Google Business Profile.
- Plan gift guides and shop-local messaging.

## Late November

- Black Friday or a shop-local alternative.

## December

- Last shipping and pickup dates, gift cards, thank-you posts.`,
  },
  {
    slug: 'email-newsletters-and-casl',
    title: 'Email newsletters and Canada’s anti-spam law: the basics',
    excerpt:
      'Before you send your first newsletter, make sure you have consent. What CASL asks of a small business, in plain words.',
    category: null,
    tags: ['Email', 'Small Business'],
    author: 'Daniel Okafor',
    featured: false,
    createdAt: '2025-11-03T15:00:00Z',
    content: `Draft outline.

## Consent

Express consent versus implied consent, and how long implied consent lasts.

## Identification and unsubscribe

Every message names the sender and has a working unsubscribe link.

## Keeping records

Keep a record of when and how each person agreed. See the
[CRTC's guidance on CASL](https://crtc.gc.ca/eng/internet/anti.htm).`,
  },
];
