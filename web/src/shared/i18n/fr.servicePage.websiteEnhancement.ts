import type { enWebsiteEnhancement } from './en.servicePage.websiteEnhancement';
import type { Translation } from './translation';

/** Le texte de la page Amélioration de site Web ; se charge avec cette page. */
export const frWebsiteEnhancement = {
  'servicePage.websiteEnhancement.lead':
    'Des améliorations de vitesse, de design et de textes pour le site que vous avez déjà, afin que plus de visiteurs de {city} deviennent des clients, sans tout recommencer.',
  'servicePage.websiteEnhancement.offer.1.title': 'Mise au point de la vitesse',
  'servicePage.websiteEnhancement.offer.1.text':
    'Images compressées, code allégé et meilleurs paramètres d’hébergement, pour des pages qui se chargent vite même avec les données mobiles.',
  'servicePage.websiteEnhancement.offer.2.title': 'Design rafraîchi',
  'servicePage.websiteEnhancement.offer.2.text':
    'Des mises en page modernes, des boutons plus clairs et des couleurs cohérentes qui inspirent confiance au premier coup d’œil.',
  'servicePage.websiteEnhancement.offer.3.title': 'Des textes qui vendent',
  'servicePage.websiteEnhancement.offer.3.text':
    'Des titres et des textes réécrits en fonction de ce que vos clients veulent savoir.',
  'servicePage.websiteEnhancement.offer.4.title': 'Corrections d’accessibilité',
  'servicePage.websiteEnhancement.offer.4.text':
    'Contraste lisible, navigation au clavier et descriptions d’images, pour que tout le monde puisse utiliser votre site.',
  'servicePage.websiteEnhancement.step.1.title': 'Audit gratuit',
  'servicePage.websiteEnhancement.step.1.text':
    'Nous mesurons la vitesse de votre site, son état en matière de référencement, son accessibilité et les endroits où les visiteurs abandonnent.',
  'servicePage.websiteEnhancement.step.2.title': 'Plan par priorités',
  'servicePage.websiteEnhancement.step.2.text':
    'Vous recevez une courte liste de correctifs classés selon leur impact, avec un prix clair pour chacun.',
  'servicePage.websiteEnhancement.step.3.title': 'Améliorer',
  'servicePage.websiteEnhancement.step.3.text':
    'Notre équipe apporte les changements sur une copie de votre site, et vous les approuvez avant leur mise en ligne.',
  'servicePage.websiteEnhancement.step.4.title': 'Mesurer',
  'servicePage.websiteEnhancement.step.4.text':
    'Nous comparons la vitesse, les demandes et le positionnement avant et après, pour que vous voyiez exactement ce qui a changé.',
  'servicePage.websiteEnhancement.stat.1.value': '40 %',
  'servicePage.websiteEnhancement.stat.1.label': 'Pages plus rapides à charger',
  'servicePage.websiteEnhancement.stat.2.value': '25 %',
  'servicePage.websiteEnhancement.stat.2.label': 'Plus de demandes par le formulaire de contact',
  'servicePage.websiteEnhancement.stat.3.value': '2 semaines',
  'servicePage.websiteEnhancement.stat.3.label': 'De l’audit au site amélioré',
  'servicePage.websiteEnhancement.faq.1.question': 'Travaillez-vous avec WordPress, Wix ou Shopify ?',
  'servicePage.websiteEnhancement.faq.1.answer':
    'Oui. Nous améliorons les sites sur les plateformes courantes, et nous vous disons franchement quand une refonte coûterait moins cher que des correctifs.',
  'servicePage.websiteEnhancement.faq.2.question': 'Mon site sera-t-il hors ligne pendant les travaux ?',
  'servicePage.websiteEnhancement.faq.2.answer':
    'Non. Nous travaillons sur une copie et ne faisons la bascule qu’une fois que tout a été testé.',
  'servicePage.websiteEnhancement.faq.3.question': 'Et si je n’ai besoin que de quelques changements ?',
  'servicePage.websiteEnhancement.faq.3.answer':
    'Aucun problème. Choisissez dans l’audit les correctifs qui comptent le plus pour vous, et nous ne ferons que ceux-là.',
} satisfies Translation<typeof enWebsiteEnhancement>;
