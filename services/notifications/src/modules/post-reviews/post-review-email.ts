import type { PostPublished, PostReturned } from '@agency/contracts/events/content';
import { brand, clippedLine, type EmailText } from '../deliveries/email-text.js';

/** How much of the post's title a subject line shows. */
const subjectTitleLength = 80;

/** What a review e-mail is about, for the log: the post. */
export const postReference = (postId: string) => `post:${postId}`;

/** `<origin>/admin/posts/<id>/edit`: the post in the back office's editor. */
export const editorLink = (publicOrigin: string, postId: string) =>
  new URL(`/admin/posts/${encodeURIComponent(postId)}/edit`, publicOrigin).href;

/**
 * The comment keeps its paragraphs, indented under the message; other control characters become spaces and
 * bidirectional marks go, so it reads as it was typed.
 */
const quoted = (comment: string) =>
  comment
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `  ${clippedLine(line, 2000)}`.trimEnd())
    .join('\n');

const what = (revision: boolean) => (revision ? 'your changes to the post' : 'your post');

/** To the writer of a post (or a revision) an admin sent back: who, the comment, and where to revise it. */
export function postReturnedEmail(returned: PostReturned, reviewer: string, publicOrigin: string): EmailText {
  const title = clippedLine(returned.title, subjectTitleLength);
  const text = [
    'Hello,',
    '',
    `${clippedLine(reviewer, 120) || 'Your mentor'} sent ${what(returned.revision)} “${clippedLine(returned.title, 200)}” back for changes:`,
    '',
    quoted(returned.comment),
    '',
    'The comment is at the top of the editor. Revise the post there, then submit it for review again:',
    '',
    `  ${editorLink(publicOrigin, returned.postId)}`,
    '',
    brand,
    '',
  ].join('\n');
  return { subject: `Returned for changes: ${title}`, text };
}

/** To the writer of a post (or a revision) an admin has published. */
export function postPublishedEmail(published: PostPublished, publisher: string, publicOrigin: string): EmailText {
  const title = clippedLine(published.title, subjectTitleLength);
  const text = [
    'Hello,',
    '',
    `${clippedLine(publisher, 120) || 'Your mentor'} published ${what(published.revision ?? false)} “${clippedLine(published.title, 200)}”. It is live on the blog:`,
    '',
    `  ${new URL(`/blog/${encodeURIComponent(published.slug)}`, publicOrigin).href}`,
    '',
    brand,
    '',
  ].join('\n');
  return { subject: `Published: ${title}`, text };
}
