import { teamMemberName } from '@agency/kit';

/** The part of an e-mail address before the at sign; empty when there is none. */
const localPart = (email: string) => {
  const at = email.indexOf('@');
  return (at === -1 ? email : email.slice(0, at)).trim();
};

/** A team member signs as the local part of their e-mail, else 'Team Member': the name their events' actor carries. */
export const teamSenderName = teamMemberName;

/** A client signs with its contact name, else the local part of its e-mail, else 'Client'. */
export function clientSenderName(client: { contactName: string; email: string }): string {
  return client.contactName.trim() || localPart(client.email) || 'Client';
}
