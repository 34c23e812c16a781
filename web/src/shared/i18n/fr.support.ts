import type { enSupport } from './en.support';
import type { Translation } from './translation';

/** Le texte de la page de soutien ; se charge avec la page. */
export const frSupport = {
  'support.comingSoon': 'Bientôt ouvert',
  // Sans point final, comme l’anglais : la date se termine par l’heure et le fuseau horaire.
  'support.launch': 'Notre centre de soutien ouvrira le {date}',
  'support.countdown': 'Temps restant avant l’ouverture de notre centre de soutien',
  'support.days': 'Jours',
  'support.hours': 'Heures',
  'support.minutes': 'Minutes',
  'support.seconds': 'Secondes',
  'support.meanwhile': 'Besoin d’aide d’ici là ? Notre équipe est à un appel ou à un courriel près.',
  'support.open.title': 'Le centre de soutien est ouvert',
  'support.open.text':
    'Notre équipe de soutien est là pour vous aider. Appelez-nous ou écrivez-nous par courriel, et nous vous répondrons dans un délai d’un jour ouvrable.',
  'support.crowdfunding.title': 'Soutenez la relève',
  'support.crowdfunding.text':
    'Nous préparons une campagne de sociofinancement pour les étudiants : chaque contribution finance des stages rémunérés pour des étudiants universitaires qui créent des sites Web et des campagnes pour les petites entreprises d’ici.',
} satisfies Translation<typeof enSupport>;
