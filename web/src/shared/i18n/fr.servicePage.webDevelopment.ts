import type { enWebDevelopment } from './en.servicePage.webDevelopment';
import type { Translation } from './translation';

/** Le texte de la page Développement Web ; se charge avec cette page. */
export const frWebDevelopment = {
  'servicePage.webDevelopment.lead':
    'Des sites Web rapides et adaptés aux mobiles qui transforment les visiteurs en appels, en réservations et en ventes pour les petites entreprises de {city}.',
  'servicePage.webDevelopment.offer.1.title': 'Design sur mesure',
  'servicePage.webDevelopment.offer.1.text':
    'Un design pensé pour votre marque et vos clients, pas un gabarit que tout le monde utilise.',
  'servicePage.webDevelopment.offer.2.title': 'Conçu d’abord pour le mobile',
  'servicePage.webDevelopment.offer.2.text':
    'Des pages qui se chargent vite et se lisent bien sur téléphone, là où se trouvent la plupart de vos visiteurs.',
  'servicePage.webDevelopment.offer.3.title': 'Prêt pour le référencement dès le premier jour',
  'servicePage.webDevelopment.offer.3.text':
    'Une structure propre, des titres de page, des descriptions et des coordonnées d’entreprise locale que Google comprend.',
  'servicePage.webDevelopment.offer.4.title': 'Mises à jour faciles',
  'servicePage.webDevelopment.offer.4.text':
    'Modifiez vous-même vos heures, votre menu ou vos prix, ou envoyez-nous un message et nous nous en occupons.',
  'servicePage.webDevelopment.step.1.title': 'Planifier',
  'servicePage.webDevelopment.step.1.text':
    'Nous déterminons les pages dont vous avez besoin, les actions que vous souhaitez voir les visiteurs faire et le contenu dont vous disposez déjà.',
  'servicePage.webDevelopment.step.2.title': 'Concevoir',
  'servicePage.webDevelopment.step.2.text':
    'Vous révisez le design de votre page d’accueil et de vos pages clés avant que nous passions au développement.',
  'servicePage.webDevelopment.step.3.title': 'Développer et tester',
  'servicePage.webDevelopment.step.3.text':
    'Nous développons le site, le testons sur téléphone, tablette et ordinateur, et vérifions sa vitesse et son accessibilité.',
  'servicePage.webDevelopment.step.4.title': 'Lancer et accompagner',
  'servicePage.webDevelopment.step.4.text':
    'Nous connectons votre nom de domaine, mettons le site en ligne et restons disponibles pour vos modifications et vos questions.',
  'servicePage.webDevelopment.stat.1.value': '5 jours',
  'servicePage.webDevelopment.stat.1.label': 'Pour créer un site Web de base',
  'servicePage.webDevelopment.stat.2.value': '95+',
  'servicePage.webDevelopment.stat.2.label': 'Score de performance mobile',
  'servicePage.webDevelopment.stat.3.value': '2 fois',
  'servicePage.webDevelopment.stat.3.label': 'Plus de demandes après une refonte',
  'servicePage.webDevelopment.faq.1.question': 'Combien coûte un site Web ?',
  'servicePage.webDevelopment.faq.1.answer':
    'Commencez par un site Web gratuit : nous le créons, vous l’essayez pendant 7 jours et vous choisissez un forfait mensuel seulement s’il vous plaît. Les projets sur mesure de plus grande envergure font l’objet d’une soumission après un appel gratuit.',
  'servicePage.webDevelopment.faq.2.question': 'Mon site Web m’appartient-il ?',
  'servicePage.webDevelopment.faq.2.answer':
    'Oui. Votre contenu, votre nom de domaine et votre design vous appartiennent. Si vous décidez un jour de partir, nous vous aidons à faire la transition.',
  'servicePage.webDevelopment.faq.3.question': 'Pouvez-vous refaire mon site actuel ?',
  'servicePage.webDevelopment.faq.3.answer':
    'Oui. Nous gardons ce qui fonctionne, corrigeons ce qui ne fonctionne pas et veillons à ce que votre positionnement dans les moteurs de recherche soit conservé sur le nouveau site.',
} satisfies Translation<typeof enWebDevelopment>;
