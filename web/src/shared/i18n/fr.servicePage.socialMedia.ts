import type { enSocialMedia } from './en.servicePage.socialMedia';
import type { Translation } from './translation';

/** Le texte de la page Marketing sur les médias sociaux ; se charge avec cette page. */
export const frSocialMedia = {
  'servicePage.socialMedia.lead':
    'Des calendriers de contenu, des publications et des publicités qui transforment vos abonnés de {city} en clients, réalisés par une équipe étudiante et vérifiés un à un par un mentor.',
  'servicePage.socialMedia.offer.1.title': 'Un calendrier de contenu',
  'servicePage.socialMedia.offer.1.text':
    'Un mois de publications planifiées en fonction de vos promotions, des saisons et des événements locaux, que vous approuvez avant toute mise en ligne.',
  'servicePage.socialMedia.offer.2.title': 'Photos, vidéos courtes et légendes',
  'servicePage.socialMedia.offer.2.text':
    'Des vidéos courtes, des photos et des légendes conçues pour Instagram, Facebook et TikTok, dans votre ton.',
  'servicePage.socialMedia.offer.3.title': 'Publicités sur les médias sociaux',
  'servicePage.socialMedia.offer.3.text':
    'Des publicités qui ciblent les gens près de chez vous, avec le budget que vous fixez et un coût par prospect clair.',
  'servicePage.socialMedia.offer.4.title': 'Gestion de communauté',
  'servicePage.socialMedia.offer.4.text':
    'Nous répondons rapidement aux commentaires et aux messages, pour qu’aucune question de client ne reste sans réponse.',
  'servicePage.socialMedia.step.1.title': 'Appel découverte',
  'servicePage.socialMedia.step.1.text':
    'Nous apprenons à connaître vos clients, vos concurrents et ce qui donne envie de suivre votre entreprise.',
  'servicePage.socialMedia.step.2.title': 'Stratégie et calendrier',
  'servicePage.socialMedia.step.2.text': 'Vous recevez un plan d’une page et le premier mois de publications à réviser.',
  'servicePage.socialMedia.step.3.title': 'Création et publication',
  'servicePage.socialMedia.step.3.text': 'Notre équipe produit et planifie le contenu, et gère les publicités s’il y a lieu.',
  'servicePage.socialMedia.step.4.title': 'Rapport mensuel',
  'servicePage.socialMedia.step.4.text':
    'Chaque mois, vous voyez vos abonnés, votre portée, vos messages et vos demandes, ainsi que ce que nous changerons ensuite.',
  'servicePage.socialMedia.stat.1.value': '150 %',
  'servicePage.socialMedia.stat.1.label': 'Croissance des abonnés',
  'servicePage.socialMedia.stat.2.value': '3 fois',
  'servicePage.socialMedia.stat.2.label': 'Plus d’interactions avec les publications',
  'servicePage.socialMedia.stat.3.value': '2 fois',
  'servicePage.socialMedia.stat.3.label': 'Plus de messages de clients',
  'servicePage.socialMedia.faq.1.question': 'Quelles plateformes couvrez-vous ?',
  'servicePage.socialMedia.faq.1.answer':
    'Instagram, Facebook, TikTok et LinkedIn. Nous vous recommandons les deux ou trois où vos clients passent vraiment leur temps, plutôt que de vous éparpiller.',
  'servicePage.socialMedia.faq.2.question': 'Dois-je fournir des photos ?',
  'servicePage.socialMedia.faq.2.answer':
    'C’est utile, mais pas obligatoire. Notre équipe peut passer faire une courte séance photo, ou travailler avec des visuels conçus sur mesure et des photos de banque d’images sous licence.',
  'servicePage.socialMedia.faq.3.question': 'Quand verrai-je des résultats ?',
  'servicePage.socialMedia.faq.3.answer':
    'La plupart des clients constatent plus d’interactions dès le premier mois. Les abonnés et les demandes augmentent ensuite régulièrement sur trois à six mois.',
} satisfies Translation<typeof enSocialMedia>;
