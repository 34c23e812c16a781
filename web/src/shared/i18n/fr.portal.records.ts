import type { enPortalRecords } from './en.portal.records';
import type { Translation } from './translation';

/** Les mots du portail client pour son propre dossier : ses coordonnées et son projet terminé. */
export const frPortalRecords = {
  'dashboard.contact': 'Vos coordonnées',
  'dashboard.contact.name': 'Nom de la personne-ressource',
  'dashboard.contact.phone': 'Téléphone',
  'dashboard.contact.notGiven': 'Non fourni',
  'dashboard.contact.edit': 'Modifier les coordonnées',
  'dashboard.contact.edit.description':
    'Pour que l’équipe puisse vous joindre. Pour changer votre courriel, passez par la page de votre compte.',
  'dashboard.contact.name.invalid': 'Entrez votre nom sur une seule ligne',
  'dashboard.contact.phone.invalid': 'Entrez un numéro de téléphone valide',
  'dashboard.contact.save': 'Enregistrer',
  'dashboard.contact.saving': 'Enregistrement…',
  'dashboard.contact.cancel': 'Annuler',
  'dashboard.contact.saved': 'Coordonnées mises à jour',
  'dashboard.contact.failed': 'La mise à jour de vos coordonnées a échoué',
  'dashboard.status.completed': 'Projet terminé',
  'dashboard.status.completedOn': 'Terminé le {date}',
} satisfies Translation<typeof enPortalRecords>;
