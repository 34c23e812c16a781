import type { enLegal } from './en.legal';
import type { Translation } from './translation';

/** Le cadre des pages de politique de confidentialité et de conditions d’utilisation ; leur texte est dans content/legal. */
export const frLegal = {
  'legal.updated': 'Dernière mise à jour : {date}',
  'legal.contents': 'Sur cette page',
} satisfies Translation<typeof enLegal>;
