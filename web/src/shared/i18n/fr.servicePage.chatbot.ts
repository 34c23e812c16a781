import type { enChatbot } from './en.servicePage.chatbot';
import type { Translation } from './translation';

/** Le texte de la page Robots conversationnels intelligents ; se charge avec cette page. */
export const frChatbot = {
  'servicePage.chatbot.lead':
    'Des robots conversationnels qui répondent aux questions des clients, prennent des réservations et recueillent des prospects jour et nuit, pour que les entreprises de {city} ne ratent plus aucun client après les heures d’ouverture.',
  'servicePage.chatbot.offer.1.title': 'Des réponses tirées de vos propres renseignements',
  'servicePage.chatbot.offer.1.text':
    'Entraîné sur vos services, vos prix, vos heures et vos politiques, il donne des réponses exactes qui vous ressemblent.',
  'servicePage.chatbot.offer.2.title': 'Réservations et collecte de prospects',
  'servicePage.chatbot.offer.2.text':
    'Les visiteurs prennent rendez-vous ou laissent leurs coordonnées sans attendre qu’on les rappelle.',
  'servicePage.chatbot.offer.3.title': 'Relais vers une personne',
  'servicePage.chatbot.offer.3.text':
    'Quand une question demande une intervention humaine, le robot vous transfère la conversation avec les renseignements déjà recueillis.',
  'servicePage.chatbot.offer.4.title': 'Site Web et messages sur les médias sociaux',
  'servicePage.chatbot.offer.4.text': 'Un seul assistant sur votre site Web et dans vos messages Facebook et Instagram.',
  'servicePage.chatbot.step.1.title': 'Recueillir vos questions',
  'servicePage.chatbot.step.1.text':
    'Nous rassemblons les questions que vos clients posent le plus souvent, à partir de vos courriels, de vos appels et de vos avis.',
  'servicePage.chatbot.step.2.title': 'Configurer et entraîner',
  'servicePage.chatbot.step.2.text': 'Nous configurons le robot avec vos réponses, votre ton et vos règles de réservation.',
  'servicePage.chatbot.step.3.title': 'Tester ensemble',
  'servicePage.chatbot.step.3.text':
    'Vous l’essayez, nous le peaufinons, et il n’est mis en ligne que lorsque chaque réponse vous convient.',
  'servicePage.chatbot.step.4.title': 'Révision mensuelle',
  'servicePage.chatbot.step.4.text':
    'Nous lisons les conversations, ajoutons les réponses manquantes et vous indiquons combien de questions il a réglées.',
  'servicePage.chatbot.stat.1.value': '85 %',
  'servicePage.chatbot.stat.1.label': 'Taux de résolution',
  'servicePage.chatbot.stat.2.value': '24/7',
  'servicePage.chatbot.stat.2.label': 'Des réponses, soirs et fins de semaine compris',
  'servicePage.chatbot.stat.3.value': '40 %',
  'servicePage.chatbot.stat.3.label': 'Moins d’appels de routine',
  'servicePage.chatbot.faq.1.question': 'Le robot risque-t-il de donner de mauvaises réponses ?',
  'servicePage.chatbot.faq.1.answer':
    'Il répond uniquement à partir des renseignements que nous lui fournissons. Quand il n’est pas sûr, il le dit et propose de mettre le client en contact avec vous.',
  'servicePage.chatbot.faq.2.question': 'Ai-je besoin de compétences techniques ?',
  'servicePage.chatbot.faq.2.answer':
    'Non. Nous l’installons, en assurons l’entretien et vous envoyons chaque mois un rapport en langage clair.',
  'servicePage.chatbot.faq.3.question': 'Qu’advient-il des conversations avec les clients ?',
  'servicePage.chatbot.faq.3.answer':
    'Elles sont stockées de façon sécurisée, utilisées uniquement pour servir vos clients et améliorer vos réponses, et traitées comme le décrit notre politique de confidentialité.',
} satisfies Translation<typeof enChatbot>;
