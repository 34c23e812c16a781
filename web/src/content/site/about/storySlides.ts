import type { TextKey } from '../../../shared/i18n/messages';

interface StorySlide {
  title: TextKey;
  text: TextKey;
}

/** The about page's carousel, in order. */
export const storySlides: readonly StorySlide[] = [
  { title: 'about.slide.successStories.title', text: 'about.slide.successStories.text' },
  { title: 'about.slide.studentOpportunities.title', text: 'about.slide.studentOpportunities.text' },
  { title: 'about.slide.localImpact.title', text: 'about.slide.localImpact.text' },
];

/** The spec's interval between slides while the carousel turns by itself. */
export const SLIDE_INTERVAL_MS = 5000;
