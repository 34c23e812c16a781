import type { enAbout } from './en.about';
import type { Translation } from './translation';

/** Le texte de la page À propos ; il se charge avec la page. */
export const frAbout = {
  'about.hero.eyebrow': 'À propos de nous',
  'about.hero.title': 'Des étudiants d’ici. Des entreprises d’ici. On grandit ensemble.',
  'about.hero.subtitle':
    'Nous sommes une agence de {city} où des étudiants universitaires, guidés par des mentors d’expérience, créent les sites Web, les campagnes et les robots conversationnels qui attirent de nouveaux clients vers les petites entreprises.',
  'about.missionPaper': 'Énoncé de mission',
  'about.missionPaper.hint': '(PDF, s’ouvre dans un nouvel onglet)',
  'about.missionPaper.failed': 'Impossible d’ouvrir l’énoncé de mission. Veuillez réessayer.',

  'about.story.title': 'Notre parcours jusqu’ici',
  'about.carousel': 'carrousel',
  'about.carousel.slide': 'diapositive',
  'about.carousel.position': '{number} sur {total}',
  'about.carousel.previous': 'Diapositive précédente',
  'about.carousel.next': 'Diapositive suivante',
  'about.carousel.show': 'Afficher la diapositive {number} sur {total} : {title}',
  'about.slide.successStories.title': 'Nos premières réussites',
  'about.slide.successStories.text':
    'Depuis notre ouverture, nos équipes d’étudiants ont lancé des sites Web, des campagnes sur les médias sociaux et des robots conversationnels de prise de rendez-vous pour des cafés, des salons, des gens de métier et des cliniques. Les propriétaires nous disent à peu près tous la même chose : plus d’appels, plus de réservations et plus de temps pour gérer leur entreprise.',
  'about.slide.studentOpportunities.title': 'Des occasions pour les étudiants',
  'about.slide.studentOpportunities.text':
    'Des étudiants de notre université locale travaillent sur de vrais projets de clients de 10 à 15 heures par semaine, rémunérés et encadrés par des mentors. Ils obtiennent leur diplôme avec un portfolio, des références et l’assurance d’avoir livré un travail sur lequel des entreprises comptent.',
  'about.slide.localImpact.title': 'Des retombées locales',
  'about.slide.localImpact.text':
    'Chaque projet garde les dollars de marketing dans la communauté. Une partie de nos profits est réinvestie dans des projets d’entreprise d’ici, pour que les entreprises que nous aidons aujourd’hui deviennent les employeurs et les mentors de demain.',

  'about.profit.title': 'Répartition des profits',
  'about.profit.lead':
    'Nous partageons chaque dollar de profit en trois, pour que notre croissance profite aussi aux étudiants et à l’économie locale.',
  'about.profit.chart': 'Diagramme circulaire de la répartition de nos profits',
  'about.profit.share': '{label} : {percent}',
  'about.profit.studentPay': 'Rémunération des étudiants',
  'about.profit.studentPay.text': 'Des salaires et des bourses pour les étudiants qui font le travail.',
  'about.profit.localVentures': 'Projets d’entreprise locaux',
  'about.profit.localVentures.text':
    'Des investissements dans de nouvelles entreprises d’ici et dans des projets communautaires.',
  'about.profit.companyGrowth': 'Croissance de l’agence',
  'about.profit.companyGrowth.text': 'Des outils, de la formation et des mentors qui rendent le prochain projet encore meilleur.',

  'about.cta.title': 'Bâtissez avec nous l’avenir des entreprises d’ici',
  'about.cta.text':
    'Confiez votre prochain projet à nos équipes d’étudiants, ou découvrez comment les étudiants peuvent se joindre au programme et travailler avec de vrais clients.',
  'about.cta.partner': 'Devenir partenaire',
  'about.cta.learnMore': 'En savoir plus',
  // Lu à la suite du « En savoir plus » visible, pour que le lien dise où il mène même hors contexte.
  'about.cta.learnMore.topic': 'sur l’atelier étudiant',
} satisfies Translation<typeof enAbout>;
