import type { enServicePage } from './en.servicePage';
import type { Translation } from './translation';

/** Le texte commun à toutes les pages de services, et la page des études de cas en médias sociaux ; se charge avec elles. */
export const frServicePage = {
  'servicePage.eyebrow': 'Services',
  'servicePage.whatWeDo': 'Ce que nous faisons',
  'servicePage.howItWorks': 'Comment ça fonctionne',
  'servicePage.results': 'Les résultats de nos clients',
  'servicePage.typical': 'Résultat type',
  'servicePage.typicalNote':
    'Les chiffres marqués « Résultat type » correspondent à ce que nos clients obtiennent couramment ; les vôtres dépendent de votre marché, de votre budget et de votre point de départ.',
  'servicePage.faq': 'Questions fréquentes',
  'servicePage.cta.title': 'Envie de vous lancer ?',
  'servicePage.cta.text':
    'Réservez un appel stratégique gratuit. Nous faisons le point sur votre entreprise et vous disons franchement ce qui vous aiderait le plus.',
  'servicePage.getStarted': 'Démarrer',
  'servicePage.freeWebsite': 'Ou essayez un site Web gratuit pendant 7 jours',
  'servicePage.socialMedia.more': 'Voir nos études de cas',
  'servicePage.webDevelopment.more': 'Voir nos réalisations',

  'caseStudies.tooEarly': '…oups, vous arrivez un peu trop tôt',
  'caseStudies.text':
    'Nos études de cas en médias sociaux s’en viennent. Nous mesurons de vrais résultats avec de vraies entreprises locales et publierons les chiffres ici sous peu.',
  'caseStudies.back': 'Retour au marketing sur les médias sociaux',
  'caseStudies.blog': 'Lire notre blogue',
} satisfies Translation<typeof enServicePage>;
