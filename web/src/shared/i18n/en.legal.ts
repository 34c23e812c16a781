/** The frame of the privacy policy and terms pages; their text is in content/legal. */
export const enLegal = {
  'legal.updated': 'Last updated: {date}',
  'legal.contents': 'On this page',
} as const;
