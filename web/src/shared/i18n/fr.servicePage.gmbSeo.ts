import type { enGmbSeo } from './en.servicePage.gmbSeo';
import type { Translation } from './translation';

/** Le texte de la page Fiche d’établissement Google et référencement ; se charge avec cette page. */
export const frGmbSeo = {
  'servicePage.gmbSeo.lead':
    'Une fiche d’établissement Google complète et un bon positionnement dans les recherches, pour que les clients de {city} viennent frapper à votre porte quand ils cherchent ce que vous vendez.',
  'servicePage.gmbSeo.offer.1.title': 'Configuration de votre fiche d’établissement Google',
  'servicePage.gmbSeo.offer.1.text':
    'Catégories, services, heures, photos et publications : tout est rempli au complet et tenu à jour.',
  'servicePage.gmbSeo.offer.2.title': 'Référencement local',
  'servicePage.gmbSeo.offer.2.text':
    'Des pages et des inscriptions qui correspondent à la façon dont les clients du coin font leurs recherches, de « près de moi » au nom de votre quartier.',
  'servicePage.gmbSeo.offer.3.title': 'Plus d’avis',
  'servicePage.gmbSeo.offer.3.text':
    'Une façon simple de demander des avis à vos clients satisfaits, et des réponses polies et rapides à chaque avis.',
  'servicePage.gmbSeo.offer.4.title': 'Mentions et inscriptions dans les annuaires',
  'servicePage.gmbSeo.offer.4.text':
    'Les mêmes nom, adresse et numéro de téléphone dans tous les annuaires, pour que Google se fie à vos coordonnées.',
  'servicePage.gmbSeo.step.1.title': 'Audit de recherche',
  'servicePage.gmbSeo.step.1.text':
    'Nous analysons votre fiche, votre positionnement et vos concurrents pour les recherches qui comptent pour vous.',
  'servicePage.gmbSeo.step.2.title': 'Consolider les bases',
  'servicePage.gmbSeo.step.2.text':
    'Nous complétons votre fiche, corrigeons vos inscriptions et mettons de l’ordre dans les bases du référencement de votre site.',
  'servicePage.gmbSeo.step.3.title': 'Croître',
  'servicePage.gmbSeo.step.3.text':
    'Publications mensuelles, photos, demandes d’avis et améliorations de pages : vous continuez de grimper.',
  'servicePage.gmbSeo.step.4.title': 'Rapport',
  'servicePage.gmbSeo.step.4.text':
    'Chaque mois, vous voyez les appels, les demandes d’itinéraire, les visites de votre site Web et votre positionnement dans Google.',
  'servicePage.gmbSeo.stat.1.value': '70 %',
  'servicePage.gmbSeo.stat.1.label': 'Plus de vues dans Google Maps',
  'servicePage.gmbSeo.stat.2.value': 'Top 3',
  'servicePage.gmbSeo.stat.2.label': 'Des résultats sur la carte pour vos principales recherches locales',
  'servicePage.gmbSeo.stat.3.value': '2 fois',
  'servicePage.gmbSeo.stat.3.label': 'Plus d’appels depuis votre fiche Google',
  'servicePage.gmbSeo.faq.1.question': 'Combien de temps le référencement prend-il ?',
  'servicePage.gmbSeo.faq.1.answer':
    'Les améliorations de la fiche se font souvent sentir en quelques semaines ; le positionnement pour les recherches très concurrentielles prend habituellement de trois à six mois.',
  'servicePage.gmbSeo.faq.2.question': 'Pouvez-vous garantir la première place sur Google ?',
  'servicePage.gmbSeo.faq.2.answer':
    'Personne ne peut honnêtement le promettre. Nous vous promettons un travail clair, des rapports mensuels et des progrès constants sur les recherches qui vous amènent des clients.',
  'servicePage.gmbSeo.faq.3.question': 'Je n’ai pas de local commercial. Puis-je quand même avoir une fiche Google ?',
  'servicePage.gmbSeo.faq.3.answer':
    'Oui. Les entreprises qui servent leurs clients sur place, comme les gens de métier et les services mobiles, peuvent afficher les secteurs qu’elles desservent sans montrer d’adresse résidentielle.',
} satisfies Translation<typeof enGmbSeo>;
