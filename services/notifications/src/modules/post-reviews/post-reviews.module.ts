import { contentEvents, type Actor } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { postPublishedEmail, postReference, postReturnedEmail } from './post-review-email.js';

export const postReturnedDurable = 'notifications--post-returned';
export const postPublishedDurable = 'notifications--post-published';

/** The teammate who acted, by name, when the event says so. */
const teammateName = (actor: Actor | undefined) => (actor?.kind === 'team' ? actor.name : '');

/** Each `content.post.returned.v1`: the writer is told, with the admin's comment (capped like any recipient). */
export const postReturnedModule = emailModule({
  name: 'post-returned-emails',
  durable: postReturnedDurable,
  event: contentEvents.postReturned,
  record: async (mail, { data, actor }, config) => {
    if (!data.authorEmail) return;
    await mail.toRecipient({
      kind: 'post.returned',
      reference: postReference(data.postId),
      to: data.authorEmail,
      mail: postReturnedEmail(data, teammateName(actor), config.PUBLIC_ORIGIN),
    });
  },
});

/**
 * Each `content.post.published.v1` naming a writer: they are told, unless they published it themselves (an
 * admin's own post) or the event is from before writers were named.
 */
export const postPublishedModule = emailModule({
  name: 'post-published-emails',
  durable: postPublishedDurable,
  event: contentEvents.postPublished,
  record: async (mail, { data, actor }, config) => {
    if (!data.authorEmail || !data.authorUserId || data.authorUserId === data.occurredBy) return;
    if (actor?.kind === 'team' && actor.id === data.authorUserId) return;
    await mail.toRecipient({
      kind: 'post.published',
      reference: postReference(data.postId),
      to: data.authorEmail,
      mail: postPublishedEmail(data, teammateName(actor), config.PUBLIC_ORIGIN),
    });
  },
});
