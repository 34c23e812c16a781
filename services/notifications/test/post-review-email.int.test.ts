import { describe, expect, it } from 'vitest';
import { postPublishedDurable, postReturnedDurable } from '../src/modules/post-reviews/post-reviews.module.js';
import {
  eventually,
  notificationsTestService,
  postPublishedEvent,
  postReturnedEvent,
  publicOrigin,
  student,
  teamEmail,
} from './support.js';

const t = await notificationsTestService();
const { mail, publish, expectRedeliveryAddsNothing, deliveriesFor, consumerCaughtUp } = t;

describe('the e-mail to a student whose post was sent back', () => {
  it('gives the mentor’s name, the comment and the link to the editor, once', async () => {
    const event = postReturnedEvent();
    const { authorEmail, postId } = event.data;
    await publish(event);
    const sent = await mail.waitFor(event.id, 'post.returned');

    expect(sent.to).toEqual([authorEmail]);
    expect(sent.replyTo).toBe(teamEmail);
    expect(sent.subject).toBe('Returned for changes: Five ways to win the map');
    expect(sent.text).toContain('Morgan Mentor sent your post “Five ways to win the map” back for changes:');
    expect(sent.text).toContain('\n  Lovely start.\n  Add a closing paragraph with one thing a shop owner can do today.\n');
    expect(sent.text).toContain(`\n  ${publicOrigin}/admin/posts/${postId}/edit\n`);
    await eventually(async () =>
      expect((await deliveriesFor(event.id))[0]).toMatchObject({ status: 'sent', reference: `post:${postId}` }),
    );
    await expectRedeliveryAddsNothing(event, postReturnedDurable, 1);
  });

  it('speaks of the changes when it was a published post’s revision', async () => {
    const event = postReturnedEvent({ revision: true, published: true });
    await publish(event);
    expect((await mail.waitFor(event.id, 'post.returned')).text).toContain('sent your changes to the post “Five ways');
  });
});

describe('the e-mail to a student whose post was published', () => {
  it('tells the writer, with the post’s address on the blog, once', async () => {
    const event = postPublishedEvent();
    await publish(event);
    const sent = await mail.waitFor(event.id, 'post.published');
    expect(sent.to).toEqual([event.data.authorEmail]);
    expect(sent.subject).toBe('Published: Five ways to win the map');
    expect(sent.text).toContain('Morgan Mentor published your post “Five ways to win the map”. It is live on the blog:');
    expect(sent.text).toContain(`\n  ${publicOrigin}/blog/five-ways-to-win-the-map\n`);
    await expectRedeliveryAddsNothing(event, postPublishedDurable, 1);
  });

  it('sends nothing when the writer published it, or the event names no writer', async () => {
    const own = postPublishedEvent({ authorUserId: student.id, occurredBy: student.id }, { ...student, role: 'admin' });
    const older = postPublishedEvent({ authorUserId: undefined, authorEmail: undefined });
    await publish(own);
    await publish(older);
    await consumerCaughtUp();
    expect(await deliveriesFor(own.id)).toEqual([]);
    expect(await deliveriesFor(older.id)).toEqual([]);
    expect([...mail.allFor(own.id), ...mail.allFor(older.id)]).toEqual([]);
  });
});
