import type { enEmailMarketing } from './en.servicePage.emailMarketing';
import type { Translation } from './translation';

/** Le texte de la page Marketing par courriel ; se charge avec cette page. */
export const frEmailMarketing = {
  'servicePage.emailMarketing.lead':
    'Des infolettres et des campagnes automatisées qui font revenir vos clients de {city} et transforment les acheteurs d’une fois en habitués.',
  'servicePage.emailMarketing.offer.1.title': 'Constitution de votre liste',
  'servicePage.emailMarketing.offer.1.text':
    'Formulaires d’inscription, inscriptions en magasin et offres pour bâtir une liste de personnes qui veulent avoir de vos nouvelles.',
  'servicePage.emailMarketing.offer.2.title': 'Infolettres',
  'servicePage.emailMarketing.offer.2.text':
    'Des courriels réguliers et utiles avec vos nouvelles, vos offres et vos conseils, rédigés et conçus pour vous.',
  'servicePage.emailMarketing.offer.3.title': 'Automatisations',
  'servicePage.emailMarketing.offer.3.text':
    'Séries de bienvenue, offres d’anniversaire, demandes d’avis et courriels de reconquête qui s’envoient tout seuls.',
  'servicePage.emailMarketing.offer.4.title': 'Conforme dès le départ',
  'servicePage.emailMarketing.offer.4.text':
    'Consentement, coordonnées de l’expéditeur et liens de désabonnement gérés comme l’exige la Loi canadienne anti-pourriel (LCAP).',
  'servicePage.emailMarketing.step.1.title': 'Mise en place',
  'servicePage.emailMarketing.step.1.text':
    'Nous connectons une plateforme d’envoi de courriels, importons les contacts qui ont accepté d’avoir de vos nouvelles et concevons votre gabarit.',
  'servicePage.emailMarketing.step.2.title': 'Planifier',
  'servicePage.emailMarketing.step.2.text':
    'Nous convenons ensemble d’un calendrier d’infolettres et des automatisations adaptées à vos clients.',
  'servicePage.emailMarketing.step.3.title': 'Envoyer',
  'servicePage.emailMarketing.step.3.text':
    'Nous rédigeons, testons et envoyons chaque campagne, puis activons les automatisations.',
  'servicePage.emailMarketing.step.4.title': 'Améliorer',
  'servicePage.emailMarketing.step.4.text':
    'Des rapports mensuels sur les ouvertures, les clics et les ventes, avec un test à chaque envoi pour que le prochain courriel soit encore meilleur.',
  'servicePage.emailMarketing.stat.1.value': '42 %',
  'servicePage.emailMarketing.stat.1.label': 'Taux d’ouverture moyen',
  'servicePage.emailMarketing.stat.2.value': '20 %',
  'servicePage.emailMarketing.stat.2.label': 'Plus d’achats répétés',
  'servicePage.emailMarketing.stat.3.value': '3 fois',
  'servicePage.emailMarketing.stat.3.label': 'Plus de clics grâce aux courriels automatisés',
  'servicePage.emailMarketing.faq.1.question': 'Quelle plateforme de courriel utilisez-vous ?',
  'servicePage.emailMarketing.faq.1.answer':
    'Nous travaillons avec les plateformes courantes, comme Mailchimp et Klaviyo, ou nous vous en configurons une si vous n’en avez pas.',
  'servicePage.emailMarketing.faq.2.question': 'Puis-je écrire à toute ma liste de clients dès maintenant ?',
  'servicePage.emailMarketing.faq.2.answer':
    'Seulement aux personnes qui ont accepté d’avoir de vos nouvelles, comme l’exige la loi canadienne anti-pourriel. Nous vous aidons à recueillir ce consentement en bonne et due forme.',
  'servicePage.emailMarketing.faq.3.question': 'À quelle fréquence devrais-je envoyer des courriels ?',
  'servicePage.emailMarketing.faq.3.answer':
    'Pour la plupart des petites entreprises, une ou deux infolettres par mois, en plus des automatisations, donnent de bons résultats. Nous ajustons le rythme selon vos résultats.',
} satisfies Translation<typeof enEmailMarketing>;
