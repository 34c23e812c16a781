import type { enAdminStuck } from './en.admin.stuck';
import type { Translation } from './translation';

/**
 * Les textes de l’administration pour les clients bloqués à une étape d’intégration : la marque de la liste et
 * Envoyer un rappel.
 */
export const frAdminStuck = {
  'clients.waiting.day': 'En attente à l’étape {step} · 1 jour',
  'clients.waiting.days': 'En attente à l’étape {step} · {days} jours',
  'clients.reminder.last': 'Rappel envoyé le {date}',
  'clients.reminder.send': 'Envoyer un rappel',
  'clients.reminder.sendTo': 'Envoyer un rappel à {name}',
  'clients.reminder.sending': 'Envoi…',
  'clients.reminder.sent': 'Rappel envoyé à {name}.',
  'clients.reminder.alreadySent': '{name} a déjà reçu un rappel aujourd’hui.',
  'clients.reminder.codeInactive':
    'Le code d’accès de {name} ne fonctionne plus : émettez plutôt un nouveau code depuis sa fiche.',
  'clients.reminder.nothingToRemind': '{name} n’est plus en attente à une étape d’intégration.',
  'clients.reminder.failed': 'Échec de l’envoi du rappel',
} satisfies Translation<typeof enAdminStuck>;
