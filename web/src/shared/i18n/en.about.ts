/** The about page's text; it loads with the page. */
export const enAbout = {
  'about.hero.eyebrow': 'About us',
  'about.hero.title': 'Local students. Local businesses. Growing together.',
  'about.hero.subtitle':
    'We are an agency in {city} where university students, guided by experienced mentors, build the websites, campaigns and chatbots that win small businesses new customers.',
  'about.missionPaper': 'Mission Paper',
  'about.missionPaper.hint': '(PDF, opens in a new tab)',
  'about.missionPaper.failed': 'We could not open the mission paper. Please try again.',

  'about.story.title': 'Our story so far',
  'about.carousel': 'carousel',
  'about.carousel.slide': 'slide',
  'about.carousel.position': '{number} of {total}',
  'about.carousel.previous': 'Previous slide',
  'about.carousel.next': 'Next slide',
  'about.carousel.show': 'Show slide {number} of {total}: {title}',
  'about.slide.successStories.title': 'Early Success Stories',
  'about.slide.successStories.text':
    'Since we opened our doors, our student teams have launched websites, social campaigns and booking chatbots for cafés, salons, trades and clinics. Owners tell us about the same thing: more calls, more bookings, and more time to run their business.',
  'about.slide.studentOpportunities.title': 'Student Opportunities',
  'about.slide.studentOpportunities.text':
    'Students from our local university work on real client projects for 10 to 15 hours a week, paid and mentored. They graduate with a portfolio, references and the confidence of having shipped work that businesses rely on.',
  'about.slide.localImpact.title': 'Local Impact',
  'about.slide.localImpact.text':
    'Every project keeps marketing dollars in the community. Part of our profit is invested back into local ventures, so the businesses we help today can become the employers and mentors of tomorrow.',

  'about.profit.title': 'Profit Distribution',
  'about.profit.lead': 'We split every dollar of profit three ways, so our growth pays students and the local economy too.',
  'about.profit.chart': 'Pie chart of our profit distribution',
  'about.profit.share': '{label}: {percent}',
  'about.profit.studentPay': 'Student Pay',
  'about.profit.studentPay.text': 'Wages and bursaries for the students who do the work.',
  'about.profit.localVentures': 'Local Ventures',
  'about.profit.localVentures.text': 'Investment in new local businesses and community projects.',
  'about.profit.companyGrowth': 'Company Growth',
  'about.profit.companyGrowth.text': 'Tools, training and mentors that make the next project better.',

  'about.cta.title': 'Build the future of local business with us',
  'about.cta.text':
    'Partner with our student teams on your next project, or find out how students can join the program and work with real clients.',
  'about.cta.partner': 'Partner With Us',
  'about.cta.learnMore': 'Learn More',
  // Read with the visible 'Learn More', so the link says where it goes out of context too.
  'about.cta.learnMore.topic': 'about the Student Workshop',
} as const;
