import { describe, expect, it } from 'vitest';
import { editorLink, postPublishedEmail, postReference, postReturnedEmail } from './post-review-email.js';

const returned = {
  postId: '0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f',
  slug: 'five-ways-to-win-the-map',
  title: 'Five ways to win the map',
  published: false,
  occurredBy: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  revision: false,
  authorUserId: '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
  authorEmail: 'sam@maplebuilders.ca',
  comment: 'Lovely start.\r\nAdd a closing paragraph.',
};

const origin = 'https://maplebuilders.ca';

describe('the review e-mails to a post’s writer', () => {
  it('quotes the comment line by line under who sent the post back, and links to the editor', () => {
    const mail = postReturnedEmail(returned, 'Morgan Lee', origin);
    expect(mail.subject).toBe('Returned for changes: Five ways to win the map');
    expect(mail.text.split('\n')).toEqual([
      'Hello,',
      '',
      'Morgan Lee sent your post “Five ways to win the map” back for changes:',
      '',
      '  Lovely start.',
      '  Add a closing paragraph.',
      '',
      'The comment is at the top of the editor. Revise the post there, then submit it for review again:',
      '',
      `  ${origin}/admin/posts/${returned.postId}/edit`,
      '',
      'Maple Builders',
      '',
    ]);
  });

  it('keeps the title to one line in the subject and drops marks that reorder text', () => {
    const mail = postReturnedEmail(
      { ...returned, title: 'Five\r\nBcc: x@example.com\u202E', comment: 'Fix\u2066 this\u0007' },
      '',
      origin,
    );
    expect(mail.subject).toBe('Returned for changes: Five Bcc: x@example.com');
    expect(mail.text).toContain('Your mentor sent your post');
    expect(mail.text).toContain('\n  Fix this\n');
  });

  it('tells the writer their post, or their changes, went live, with its address', () => {
    const published = { ...returned, published: true, publishedAt: '2026-11-20T18:04:05.000Z' };
    expect(postPublishedEmail(published, 'Morgan Lee', origin).text).toContain(
      `Morgan Lee published your post “Five ways to win the map”. It is live on the blog:\n\n  ${origin}/blog/five-ways-to-win-the-map\n`,
    );
    expect(postPublishedEmail({ ...published, revision: true }, 'Morgan Lee', origin).text).toContain(
      'published your changes to the post',
    );
    expect(postReference(returned.postId)).toBe(`post:${returned.postId}`);
    expect(editorLink('http://localhost:8080', 'x')).toBe('http://localhost:8080/admin/posts/x/edit');
  });
});
