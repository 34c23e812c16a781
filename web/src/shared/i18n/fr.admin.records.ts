import type { enAdminRecords } from './en.admin.records';
import type { Translation } from './translation';

/** Les textes de l’administration pour la fiche d’un client : Modifier le client, un courriel en attente et la fin du projet. */
export const frAdminRecords = {
  'client.edit': 'Modifier le client',
  'client.edit.description':
    'Modifiez les coordonnées du client. Un nouveau courriel reste en attente jusqu’à ce que le client le confirme depuis cette adresse.',
  'client.edit.projectType': 'Libellé du forfait',
  'client.edit.projectType.invalid': 'Veuillez entrer le libellé du forfait sur une seule ligne',
  'client.edit.save': 'Enregistrer les modifications',
  'client.edit.saving': 'Enregistrement…',
  'client.edit.saved': 'Client mis à jour',
  'client.edit.pendingSaved': 'Client mis à jour : le nouveau courriel attend la confirmation du client',
  'client.edit.failed': 'Échec de la mise à jour du client',
  'client.edit.required': 'Le nom de l’entreprise et le courriel sont obligatoires',
  'client.pendingEmail': 'En attente de confirmation : {email}',
  'client.project': 'Projet',
  'client.project.open': 'Le projet est en cours.',
  'client.project.completedAt': 'Terminé le {date}',
  'client.project.note': 'Note',
  'client.project.complete': 'Marquer le projet comme terminé',
  'client.project.complete.description':
    'Le statut du client passe à Terminé et son tableau de bord affiche le projet comme terminé.',
  'client.project.completing': 'Mise à jour…',
  'client.project.completed': 'Projet marqué comme terminé',
  'client.project.completeFailed': 'Impossible de marquer le projet comme terminé',
  'client.project.reopen': 'Rouvrir le projet',
  'client.project.reopen.description': 'Le projet est de nouveau en cours ; le statut du client suit ses étapes.',
  'client.project.reopening': 'Réouverture…',
  'client.project.reopened': 'Projet rouvert',
  'client.project.reopenFailed': 'Échec de la réouverture du projet',
  'client.project.conflict': 'Quelqu’un a modifié le projet entre-temps ; la page l’affiche tel qu’il est maintenant',
  'client.project.noteField': 'Note (facultative)',
  'client.project.noteField.invalid': 'Veuillez limiter la note à moins de 2 000 caractères',
} satisfies Translation<typeof enAdminRecords>;
