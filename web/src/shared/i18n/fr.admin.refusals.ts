import type { enAdminRefusals } from './en.admin.refusals';
import type { Translation } from './translation';

/** Pourquoi la plateforme a refusé une action de l’administration, selon le code de l’erreur ou, à défaut, son statut. */
export const frAdminRefusals = {
  'refusal.withReason': '{failure}. {reason}',
  'refusal.postNotYours': 'Seul le membre de l’équipe qui a rédigé cet article, ou un administrateur, peut le modifier.',
  'refusal.publishForbidden': 'Les membres soumettent les articles pour révision ; un administrateur les publie.',
  'refusal.deleteForbidden': 'Seul un administrateur peut supprimer un article publié.',
  'refusal.postInReview': 'L’article est en attente de révision et ne peut pas être modifié avant d’être publié ou renvoyé.',
  'refusal.mediaInUse': 'L’image est encore utilisée sur le site. Remplacez-la d’abord à cet endroit.',
  'refusal.inUse': 'Cet élément est encore utilisé. Retirez-le d’abord là où il est utilisé.',
  'refusal.fileType': 'Ce type de fichier n’est pas accepté. Utilisez une image PNG, JPEG ou WebP.',
  'refusal.tooLarge': 'Le fichier est trop volumineux.',
  'refusal.imageUnreadable': 'Le fichier n’a pas pu être lu comme une image.',
  'refusal.imageHost': 'Les images doivent provenir de la médiathèque ou des hébergeurs d’images autorisés par le site.',
  'refusal.forbidden': 'Votre rôle ne permet pas cette action.',
  'refusal.notFound': 'Cet élément n’existe plus. Rechargez la page.',
  'refusal.conflict': 'Cela entre en conflit avec une modification faite entre-temps. Rechargez la page.',
  'refusal.invalid': 'Une partie des données envoyées n’est pas valide.',
  'refusal.tooMany': 'Trop de tentatives. Patientez un moment, puis réessayez.',
  'refusal.signedOut': 'Votre session a pris fin. Reconnectez-vous.',
} satisfies Translation<typeof enAdminRefusals>;
