import type { enAdminOnboarding } from './en.admin.onboarding';
import type { Translation } from './translation';

/**
 * Les textes de l’administration pour les valeurs du contrat d’API de l’intégration, par clé `<enum>.<valeur>`
 * (contractWords.test.ts les confronte au contrat).
 */
export const frAdminOnboarding = {
  'package.starter': 'Démarrage',
  'package.growth': 'Croissance',
  'package.professional': 'Professionnel',
  'clientStatus.payment-pending': 'Paiement en attente',
  'clientStatus.contract-pending': 'Contrat en attente',
  'clientStatus.onboarding': 'Intégration en cours',
  'clientStatus.active': 'Actif',
  'clientStatus.completed': 'Terminé',
  'clientFilter.all': 'Tous les clients',
  'clientFilter.pending': 'Intégration en attente',
  'clientFilter.active': 'Projets actifs',
  'clientFilter.completed': 'Terminés',
  'clientFilter.stuck': 'En attente depuis trop longtemps',
  'clientFilter.past-due': 'Paiement en retard',
  'clientFilter.cancelled': 'Abonnement annulé',
  'waitingStep.registration': 'Inscription',
  'waitingStep.payment': 'Paiement',
  'waitingStep.contract': 'Contrat',
  'waitingStep.video': 'Vidéo de bienvenue',
  'accessCodeState.active': 'Actif',
  'accessCodeState.redeemed': 'Utilisé',
  'accessCodeState.expired': 'Expiré',
  'accessCodeState.revoked': 'Révoqué',
} satisfies Translation<typeof enAdminOnboarding>;
