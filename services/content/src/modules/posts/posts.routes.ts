import { withDefaults } from '@agency/kit';
import { contentContract } from '../../contract.js';
import type { ReadCache } from '../../read-cache.js';
import { checkImageAddresses } from '../media/image-addresses.js';
import { editorOf } from './post-editors.js';
import { getVersion, listVersions, restoreVersion } from './post-history.service.js';
import {
  createPreviewLink,
  defaultPreviewDays,
  findPreview,
  listPreviewLinks,
  revokePreviewLink,
} from './post-preview.service.js';
import { publishPost, returnPost, submitPost } from './post-review.service.js';
import { schedulePost } from './post-schedule.service.js';
import { findPostById, findPublishedPost, listAllPosts, listPublishedPosts } from './posts.reads.js';
import { createPost, deletePost, postNotFound, setPostPublished, updatePost, type PostDeps } from './posts.service.js';

/**
 * The public reads go through the short read cache; every change clears it once it has committed. A cover image is
 * at the media library or one of `imageHosts`.
 */
export function postOperations(deps: PostDeps, cache: ReadCache, imageHosts: readonly string[]) {
  const { orm } = deps;
  const changed = <T>(result: T): T => {
    cache.clear();
    return result;
  };
  return contentContract.operations({
    listPublishedPosts: {
      handler: async (request) => {
        const query = withDefaults(request.query, 'limit', 'page');
        const key = `posts:${query.page}:${query.limit}:${query.featured ?? ''}:${query.category ?? ''}:${query.tag ?? ''}`;
        return { status: 200, body: await cache.read(key, () => listPublishedPosts(orm, query)) };
      },
    },
    getPublishedPost: {
      handler: async (request) => {
        const { slug } = request.params;
        const post = await cache.read(`post:${slug}`, () => findPublishedPost(orm, slug));
        if (!post) throw postNotFound();
        return { status: 200, body: post };
      },
    },
    listAllPosts: {
      roles: ['admin', 'member'],
      handler: async (request) => ({ status: 200, body: await listAllPosts(orm, withDefaults(request.query, 'limit', 'page')) }),
    },
    getPost: {
      roles: ['admin', 'member'],
      handler: async (request) => {
        const post = await findPostById(orm, request.params.postId);
        if (!post) throw postNotFound();
        return { status: 200, body: post };
      },
    },
    createPost: {
      roles: ['admin', 'member'],
      handler: async (request) => {
        checkImageAddresses(request.body, imageHosts);
        return { status: 201, body: changed(await createPost(deps, request.body, editorOf(request))) };
      },
    },
    updatePost: {
      roles: ['admin', 'member'],
      handler: async (request) => {
        checkImageAddresses(request.body, imageHosts);
        return { status: 200, body: changed(await updatePost(deps, request.params.postId, request.body, editorOf(request))) };
      },
    },
    setPostPublished: {
      roles: ['admin'],
      handler: async (request) => ({
        status: 200,
        body: changed(await setPostPublished(deps, request.params.postId, request.body.published, editorOf(request))),
      }),
    },
    deletePost: {
      roles: ['admin', 'member'],
      handler: async (request) => {
        changed(await deletePost(deps, request.params.postId, editorOf(request)));
        return { status: 204 };
      },
    },
    schedulePost: {
      roles: ['admin'],
      handler: async (request) => ({
        status: 200,
        body: changed(await schedulePost(deps, request.params.postId, request.body.scheduledFor, editorOf(request))),
      }),
    },
    // The review: members submit, admins publish or send back (members' 403 comes from the roles).
    submitPost: {
      roles: ['admin', 'member'],
      handler: async (request) => ({
        status: 200,
        body: changed(await submitPost(deps, request.params.postId, editorOf(request))),
      }),
    },
    publishPost: {
      roles: ['admin'],
      handler: async (request) => ({
        status: 200,
        body: changed(await publishPost(deps, request.params.postId, editorOf(request))),
      }),
    },
    returnPost: {
      roles: ['admin'],
      handler: async (request) => ({
        status: 200,
        body: changed(await returnPost(deps, request.params.postId, request.body.comment, editorOf(request))),
      }),
    },
    // The history (the editor's Revisions) and preview links: the team's, a member's for their own posts.
    listPostVersions: {
      roles: ['admin', 'member'],
      handler: async (request) => ({
        status: 200,
        body: await listVersions(orm, request.params.postId, editorOf(request), withDefaults(request.query, 'limit', 'page')),
      }),
    },
    getPostVersion: {
      roles: ['admin', 'member'],
      handler: async (request) => ({
        status: 200,
        body: await getVersion(orm, request.params.postId, request.params.versionId, editorOf(request)),
      }),
    },
    restorePostVersion: {
      roles: ['admin', 'member'],
      handler: async (request) => ({
        status: 200,
        body: changed(await restoreVersion(deps, request.params.postId, request.params.versionId, editorOf(request))),
      }),
    },
    listPreviewLinks: {
      roles: ['admin', 'member'],
      handler: async (request) => ({
        status: 200,
        body: { items: await listPreviewLinks(orm, request.params.postId, editorOf(request)) },
      }),
    },
    createPreviewLink: {
      roles: ['admin', 'member'],
      handler: async (request) => ({
        status: 201,
        body: await createPreviewLink(deps, request.params.postId, request.body.days ?? defaultPreviewDays, editorOf(request)),
      }),
    },
    revokePreviewLink: {
      roles: ['admin', 'member'],
      handler: async (request) => {
        await revokePreviewLink(deps, request.params.postId, request.params.linkId, editorOf(request));
        return { status: 204 };
      },
    },
    // Never through the read cache, and never kept by anyone on the way: a revoked link stops working at once.
    getPostPreview: {
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
        return { status: 200, body: await findPreview(orm, request.params.linkCode) };
      },
    },
  });
}
