import type {} from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { AppError, teamMemberName } from '@agency/kit';
import { Writer } from '@agency/contracts/openapi/content.schemas';
import type { Post } from './post.entity.js';

/**
 * The signed-in teammate behind a change: who the events name (`userId`, null for a token whose subject is no
 * account id), who is recorded as a post's writer, and what their role lets them do.
 */
export interface Editor {
  userId: string | null;
  role: 'admin' | 'member';
  email: string;
  name: string;
}

/** The contract's longest writer name. */
const writerNameLength = Writer.properties.name.maxLength;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The editor a team route's token makes its holder (the route's roles let only the team in). */
export function editorOf(request: FastifyRequest): Editor {
  const { sub, role, email, name } = request.user;
  return {
    userId: uuid.test(sub) ? sub : null,
    role: role === 'admin' ? 'admin' : 'member',
    email,
    // Stored with the posts they write, within the contract's Writer name.
    name: (name?.trim() || teamMemberName(email)).slice(0, writerNameLength),
  };
}

export const publishForbidden = () =>
  new AppError(403, 'CONTENT_POST_PUBLISH_FORBIDDEN', 'Members submit posts for review; an admin publishes them.');

const notYours = () =>
  new AppError(403, 'CONTENT_POST_NOT_YOURS', 'Only the teammate who wrote this post, or an admin, may change it.');

const deleteForbidden = () =>
  new AppError(403, 'CONTENT_POST_DELETE_FORBIDDEN', 'A published post can only be deleted by an admin.');

/**
 * Admins change any post; a member only the posts they wrote (a classmate's draft is theirs to finish, and
 * posts from before writers were recorded belong to the admins).
 */
export function checkMayChange(editor: Editor, post: Pick<Post, 'createdByUserId'>): void {
  if (editor.role === 'admin') return;
  if (editor.userId === null || post.createdByUserId !== editor.userId) throw notYours();
}

/** The rule: no deletes of published posts by members; their own unpublished posts they may delete. */
export function checkMayDelete(editor: Editor, post: Post): void {
  if (editor.role === 'admin') return;
  if (post.published) throw deleteForbidden();
  checkMayChange(editor, post);
}
