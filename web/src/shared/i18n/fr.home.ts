import type { enHome } from './en.home';
import type { Translation } from './translation';

/** Le texte de la page d’accueil : l’en-tête, les étapes d’une entreprise et leur formulaire, l’assistant, les services ; il se charge avec la page. */
export const frHome = {
  'home.seo.description':
    '{brand} aide les petites entreprises de {city} et de partout au Canada à vendre davantage grâce aux sites Web, aux médias sociaux, au référencement, aux robots conversationnels et au marketing par courriel.',
  'home.hero.title': 'Nous vous aidons à <highlight>vendre plus</highlight>.',
  'home.hero.lead':
    'Des équipes d’étudiants et des mentors d’expérience créent les sites Web, les campagnes et les robots conversationnels qui amènent de nouveaux clients aux petites entreprises.',
  'home.hero.scratch.title': 'Partir de zéro',
  'home.hero.scratch.text': 'Dites-nous où en est votre entreprise aujourd’hui et nous tracerons la prochaine étape.',
  'home.hero.free.badge': 'Essai gratuit',
  'home.hero.free.title': 'Obtenez un site Web gratuit',
  'home.hero.free.text':
    'Un site Web professionnel conçu en 5 jours. Essayez-le gratuitement pendant 7 jours, sans carte de crédit.',
  'home.stages.title': 'Où en est votre entreprise ?',
  'home.stages.lead': 'Choisissez l’étape qui vous ressemble et nous vous montrerons la voie la plus rapide pour avancer.',

  'stage.1.title': 'En démarrage',
  'stage.1.description': 'Votre entreprise est nouvelle ou encore une idée, et il vous faut vos premiers clients.',
  'stage.1.popupTitle': 'Lancez-vous avec une semaine gratuite',
  'stage.1.popupText':
    'Nous mettons en place votre présence en ligne et menons gratuitement votre première semaine de marketing, pour que vous voyiez des résultats avant de dépenser un seul dollar.',
  'stage.1.cta': 'Commencer ma semaine gratuite',
  'stage.2.title': 'Une équipe, mais pas assez de ventes',
  'stage.2.description': 'Votre équipe est prête, mais les occasions de vente manquent.',
  'stage.2.popupTitle': 'Faites de votre équipe une machine à vendre',
  'stage.2.popupText':
    'Notre forfait ventes commence à 2 000 $ par mois, avec un seul objectif : vous rapporter au moins le double de ce que vous dépensez avec nous, sinon nous vous remboursons.',
  'stage.2.cta': 'Augmenter mes revenus',
  'stage.3.title': 'En retard sur la concurrence',
  'stage.3.description': 'Vos concurrents apparaissent avant vous sur Google et les médias sociaux.',
  'stage.3.popupTitle': 'Rattrapez-les et prenez les devants',
  'stage.3.popupText':
    'Nous analysons vos concurrents, corrigeons votre fiche d’établissement Google et votre référencement, puis lançons des campagnes qui vous ramènent des clients.',
  'stage.3.cta': 'Dominer le marché',
  'stage.4.title': 'Forte concurrence',
  'stage.4.description': 'Votre marché est saturé et chaque client se dispute.',
  'stage.4.popupTitle': 'Gagnez là où les autres ne regardent pas',
  'stage.4.popupText':
    'Nous repérons les créneaux que vos concurrents négligent et les ciblons avec un positionnement précis, des robots conversationnels intelligents et des campagnes par courriel.',
  'stage.4.cta': 'Attaque stratégique',
  'stage.5.title': 'Rester au sommet',
  'stage.5.description': 'Vous menez votre marché et voulez que ça dure.',
  'stage.5.popupTitle': 'Protégez votre avance',
  'stage.5.popupText':
    'Chaque mois, nous suivons vos avis, votre classement et vos campagnes, et nous continuons de les améliorer avant que quiconque vous rattrape.',
  'stage.5.cta': 'Garder ma place',
  'stageModal.position': 'Étape {number} sur 5',
  'stageModal.maybeLater': 'Peut-être plus tard',
  'stageModal.thanksTitle': 'Merci !',
  'stageModal.thanksText': 'Nous communiquerons avec vous sous peu pour vous proposer la prochaine étape.',
  'stageModal.success': 'Merci ! Nous communiquerons avec vous sous peu.',

  'wizard.title': 'Trouvez votre solution',
  'wizard.lead': 'Réservez un appel stratégique gratuit en moins d’une minute.',
  'wizard.progress': 'Progression',
  'wizard.progress.challenge': 'Défi',
  'wizard.progress.details': 'Coordonnées',
  'wizard.progress.done': 'Terminé',
  'wizard.challengeTitle': 'Quel est votre plus grand défi en ce moment ?',
  'wizard.continue': 'Continuer',
  'wizard.contactTitle': 'Quand pouvons-nous vous appeler ?',
  'wizard.back': 'Retour',
  'wizard.submit': 'Planifier mon appel',
  'wizard.submitting': 'Planification…',
  'wizard.success': 'Votre demande a été envoyée !',
  'wizard.thanksTitle': 'Merci !',
  'wizard.thanksText':
    'Nous avons bien reçu votre demande et communiquerons avec vous d’ici 24 heures pour confirmer votre appel stratégique.',
  'wizard.backToStart': 'Retour au début',
  'challenge.declining-sales.label': 'Ventes en baisse',
  'challenge.declining-sales.description': 'Moins de clients achètent que l’an dernier.',
  'challenge.missing-targets.label': 'Objectifs non atteints',
  'challenge.missing-targets.description': 'Votre équipe n’arrive pas à atteindre ses objectifs de vente.',
  'challenge.customer-churn.label': 'Perte de clients',
  'challenge.customer-churn.description': 'Vos clients achètent une fois et ne reviennent pas.',
  'challenge.poor-roi.label': 'Faible RCI',
  'challenge.poor-roi.description': 'Vos dépenses en marketing ne se traduisent pas en revenus.',

  'home.services.title': 'Des services qui font croître votre entreprise',
  'home.services.lead':
    'Tout ce qu’il faut à une petite entreprise pour qu’on la trouve, qu’on la choisisse et qu’on s’en souvienne.',
  'home.services.more': 'En savoir plus →',
} satisfies Translation<typeof enHome>;
