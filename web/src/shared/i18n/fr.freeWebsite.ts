import type { enFreeWebsite } from './en.freeWebsite';
import type { Translation } from './translation';

/** Le texte de l’offre de site Web gratuit ; se charge avec la page, et avec la fenêtre de bienvenue de la page d’accueil. */
export const frFreeWebsite = {
  'freeWebsite.badge': 'Essai gratuit de 7 jours',
  'freeWebsite.lead':
    '0 $ à l’avance, payez le prix que vous jugez juste. Notre équipe d’étudiants crée votre site Web professionnel, vous l’essayez gratuitement pendant 7 jours et vous ne payez qu’une fois conquis.',
  'freeWebsite.studentRates': 'Tarifs étudiants avantageux',
  'freeWebsite.steps.title': 'Comment fonctionne l’essai de 7 jours',
  'freeWebsite.step.1.title': 'Réservez un appel gratuit',
  'freeWebsite.step.1.text':
    'Parlez-nous de votre entreprise, de vos clients et des pages dont vous avez besoin. Comptez environ 20 minutes.',
  'freeWebsite.step.2.title': 'Nous créons votre site',
  'freeWebsite.step.2.text':
    'Notre équipe d’étudiants conçoit et construit votre site Web en 5 jours ou moins, avec votre logo, vos photos et vos mots.',
  'freeWebsite.step.3.title': 'Essayez-le gratuitement pendant 7 jours',
  'freeWebsite.step.3.text':
    'Partagez-le, testez-le sur votre téléphone et demandez des modifications. Vous ne payez rien pendant l’essai.',
  'freeWebsite.step.4.title': 'Approuvez-le et choisissez un forfait',
  'freeWebsite.step.4.text':
    'Satisfait ? Choisissez un forfait et nous le mettons en ligne ; l’hébergement n’est payé qu’après votre approbation. Pas satisfait ? Vous partez sans rien payer.',
  'freeWebsite.plans.title': 'Des forfaits mensuels simples',
  'freeWebsite.plans.lead':
    'Après votre semaine gratuite, choisissez le forfait qui convient à votre entreprise. Annulez quand vous voulez, d’un mois à l’autre.',
  'freeWebsite.plan.starter': 'Démarrage',
  'freeWebsite.plan.starter.text': 'Une présence professionnelle et soignée pour une nouvelle entreprise.',
  'freeWebsite.plan.growth': 'Croissance',
  'freeWebsite.plan.growth.text': 'De la place pour vos services, votre galerie et votre blogue à mesure que vous grandissez.',
  'freeWebsite.plan.professional': 'Professionnel',
  'freeWebsite.plan.professional.text': 'Autant de pages qu’il vous faut, avec le soutien le plus long.',
  'freeWebsite.plan.mostPopular': 'Le plus populaire',
  'freeWebsite.plan.perMonth': 'par mois',
  'freeWebsite.plan.pages': '{count} pages',
  'freeWebsite.plan.unlimitedPages': 'Pages illimitées',
  'freeWebsite.plan.supportMonth': '{months} mois de soutien',
  'freeWebsite.plan.supportMonths': '{months} mois de soutien',
  'freeWebsite.plan.mobile': 'Design adapté aux mobiles',
  'freeWebsite.plan.hosting': 'Hébergement et certificat SSL',
  'freeWebsite.plan.choose': 'Choisir le forfait {plan}',
  'freeWebsite.cta.title': 'Prêt à obtenir votre site Web gratuit ?',
  'freeWebsite.cta.text':
    'Réservez un appel aujourd’hui et découvrez votre nouveau site en 5 jours ou moins. Sans carte de crédit, sans risque.',
  'freeWebsite.cta.button': 'Commencer mon essai gratuit',

  // L’offre de site Web gratuit telle que la présente la fenêtre de bienvenue de la page d’accueil ; certaines lignes sont aussi celles de la page.
  'welcome.badge': 'Essai gratuit de 7 jours',
  'welcome.title': 'Obtenez votre site Web gratuit',
  'welcome.text':
    '0 $ à l’avance, payez le prix que vous jugez juste. Nos étudiants créent votre site en 5 jours ou moins, à des tarifs étudiants avantageux.',
  'welcome.noCard': 'Aucune carte de crédit requise',
  'welcome.hosting': 'L’hébergement n’est payé qu’après l’approbation de votre site',
  'welcome.fiveDays': 'Créé en 5 jours ou moins',
  'welcome.later': 'Peut-être plus tard',
  'welcome.cta': 'Commencer maintenant',
} satisfies Translation<typeof enFreeWebsite>;
