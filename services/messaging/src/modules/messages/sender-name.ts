import { teamMemberName, type Principal } from '@agency/kit';

/** The part of an e-mail address before the at sign; empty when there is none. */
const localPart = (email: string) => {
  const at = email.indexOf('@');
  return (at === -1 ? email : email.slice(0, at)).trim();
};

/**
 * A team member signs with the display name they chose (their access token's `name`), else as the spec has it:
 * the local part of their e-mail, else 'Team Member'. The same name their events' actor carries.
 */
export function teamSenderName(sender: Pick<Principal, 'name' | 'email'>): string {
  return sender.name?.trim() || teamMemberName(sender.email);
}

/** A client signs with its contact name, else the local part of its e-mail, else 'Client'. */
export function clientSenderName(client: { contactName: string; email: string }): string {
  return client.contactName.trim() || localPart(client.email) || 'Client';
}
