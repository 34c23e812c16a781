import type { components } from '@agency/contracts/openapi/audit';
import { t, type TextKey } from '../../../shared/i18n/messages';
import { enAdminActivity } from '../../../shared/i18n/en.admin.activity';

export type ActivityEntry = components['schemas']['ActivityEntry'];
export type ActivityPerson = components['schemas']['Person'];

const catalogKeys: ReadonlySet<string> = new Set(Object.keys(enAdminActivity));
const textKey = (key: string): TextKey | undefined => (catalogKeys.has(key) ? (key as TextKey) : undefined);

/** The kinds of record the Activity screen filters by, in the order its select offers them. */
export const subjectTypes = [
  'client',
  'inquiry',
  'application',
  'post',
  'team-member',
  'team-invitation',
  'account',
  'email',
  'category',
  'tag',
  'image',
  'partner',
  'site-team-member',
  'project-template',
] as const;

/** A kind of record as people call it; an unexpected one as the record names it. */
export const subjectTypeLabel = (type: string) => {
  const key = textKey(`activity.subject.${type}`);
  return key ? t(key) : type;
};

export const roleLabel = (role: string | null | undefined) =>
  t(role === 'member' ? 'activity.role.member' : 'activity.role.admin');

const otherActors: Record<Exclude<ActivityEntry['actor']['kind'], 'team'>, TextKey> = {
  client: 'activity.who.client',
  visitor: 'activity.who.visitor',
  system: 'activity.who.system',
};

/** Who did it: a team member's name and role, else 'Client', 'Visitor' or 'System'. */
export function whoOf({ actor }: ActivityEntry): string {
  if (actor.kind === 'team') return t('activity.who.team', { name: actor.name ?? '', role: roleLabel(actor.role) });
  return t(otherActors[actor.kind]);
}

/**
 * What was done, as a phrase from the catalog. An event the record knows but the catalog has no phrase for
 * yet reads from its action ('inquiry.status-changed' → 'Inquiry status changed'); one kept raw says so.
 */
export function whatOf(entry: ActivityEntry): { text: string; raw: boolean } {
  if (!entry.known) return { text: t('activity.raw', { type: entry.type }), raw: true };
  // An e-mail says whom it went to (notifications.email.sent.v1 carries the address as `to`).
  const to = entry.action === 'email.sent' ? entry.data.to : undefined;
  if (typeof to === 'string' && to.trim() !== '') return { text: t('activity.action.email.sentTo', { to }), raw: false };
  const key = textKey(`activity.action.${entry.action}`);
  if (key) return { text: t(key), raw: false };
  const words = entry.action.replace(/[.-]/g, ' ');
  return { text: words.charAt(0).toUpperCase() + words.slice(1), raw: false };
}

/** The record's page in the back office, where it has one. */
export function subjectPath({ subject }: ActivityEntry): string | undefined {
  if (!subject.id) return undefined;
  if (subject.type === 'client') return `/admin/clients/${encodeURIComponent(subject.id)}`;
  if (subject.type === 'post') return `/admin/posts/${encodeURIComponent(subject.id)}/edit`;
  return undefined;
}

/** 'Post: Five ways to grow'; the kind alone when nothing named the record. */
export const subjectText = ({ subject }: ActivityEntry) =>
  subject.label ? `${subjectTypeLabel(subject.type)}: ${subject.label}` : subjectTypeLabel(subject.type);

/** 'pending → contacted' for a status change; nothing otherwise. */
export const changeText = ({ before, after }: ActivityEntry) =>
  before === null && after === null ? '' : t('activity.change', { before: before ?? '—', after: after ?? '—' });
