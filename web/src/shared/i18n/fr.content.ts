import type { enContent } from './en.content';
import type { Translation } from './translation';

/**
 * Le texte français des sections publiques qui lisent le service de contenu (partenaires, blogue, article,
 * portfolio, plan du site). Il se charge avec ces sections, pour que la première route ne le transporte pas.
 */
export const frContent = {
  'content.error': 'Une erreur est survenue',

  'partners.title': 'Nos partenaires',
  'partners.marquee': 'Logos des partenaires',
  'partners.logo': 'Logo de {name}',
  'partners.error': 'Une erreur est survenue lors du chargement des partenaires',

  'blog.error': 'Erreur : {message}',
  'blog.empty.title': '…oups, vous arrivez trop tôt',
  'blog.empty.text':
    'Notre équipe prépare du contenu formidable. Revenez bientôt pour lire des articles éclairants et des conseils d’experts.',
  'blog.noMatches': 'Aucun article ne correspond encore à ces filtres.',
  'blog.noSuchPage.title': 'Page introuvable',
  'blog.noSuchPage.text': 'La page {page} du blogue n’existe pas. Ses articles s’arrêtent à la page {pages}.',
  'blog.noSuchPage.last': 'Aller à la dernière page',
  'blog.featured': 'À la une',
  'blog.filters': 'Filtrer les articles',
  'blog.allPosts': 'Tous les articles',
  'blog.filteredByTag': 'Étiquette : {name}',
  'blog.clearFilters': 'Effacer les filtres',
  'blog.tags': 'Étiquettes',
  'blog.pagination': 'Pages du blogue',
  'blog.page': 'Page {page} sur {pages}',
  'blog.previous': 'Précédent',
  'blog.next': 'Suivant',

  'post.notFound': 'Article introuvable',
  'post.back': 'Retour au blogue',
  'post.preview.label': 'Aperçu',
  'post.preview.draft': 'Cet article n’est pas encore publié : seules les personnes qui ont ce lien peuvent le voir.',
  'post.preview.change':
    'Ces modifications ne sont pas encore publiées : la page de l’article affiche toujours la version publiée.',

  'portfolio.notFound': 'Erreur : service introuvable',
  'portfolio.caseStudy': 'Étude de cas',
  'portfolio.client': 'Client',
  'portfolio.industry': 'Secteur',
  'portfolio.viewLive': 'Voir le site en ligne',
  'portfolio.challenge': 'Le défi',
  'portfolio.solution': 'Notre solution',
  'portfolio.results': 'Résultats clés',
  'portfolio.gallery': 'Galerie',
  'portfolio.cover': 'Le site Web de {client}',
  'portfolio.galleryImage': 'Le site Web de {client}, vue {number}',
  'portfolio.testimonials': 'Ce que disent nos clients',
  'portfolio.rating': 'Note de {rating} sur 5',
  'portfolio.roleAt': '{role}, {company}',
  'service.features.title': 'Fonctionnalités',
  'portfolio.pricing': 'Forfaits de site Web',
  'portfolio.price.month': '{price} par mois',
  'portfolio.price.project': '{price} par projet',
  'portfolio.mostPopular': 'Le plus populaire',
  'portfolio.proposal.title': 'Vous voulez un site Web comme celui-ci ?',
  'portfolio.proposal.text':
    'Parlez-nous de votre entreprise et nous vous enverrons une soumission adaptée à vos objectifs et à votre budget.',
  'portfolio.proposal.cta': 'Demander une soumission',

  'sitemap.section.main': 'Pages principales',
  'sitemap.section.services': 'Services',
  'sitemap.section.blog': 'Blogue',
  'sitemap.section.legal': 'Mentions légales',
} satisfies Translation<typeof enContent>;
