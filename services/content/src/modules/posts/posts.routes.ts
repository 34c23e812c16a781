import type {} from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { withDefaults } from '@agency/kit';
import { contentContract } from '../../contract.js';
import type { ReadCache } from '../../read-cache.js';
import { findPostById, findPublishedPost, listAllPosts, listPublishedPosts } from './posts.reads.js';
import {
  createPost,
  deletePost,
  postNotFound,
  setPostPublished,
  updatePost,
  type Actor,
  type PostDeps,
} from './posts.service.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in team member behind a change, as the events name them. */
const actorOf = (request: FastifyRequest): Actor => (uuid.test(request.user.sub) ? request.user.sub : null);

/** The public reads go through the short read cache; every change clears it once it has committed. */
export function postOperations(deps: PostDeps, cache: ReadCache) {
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
      roles: ['admin'],
      handler: async (request) => ({ status: 200, body: await listAllPosts(orm, withDefaults(request.query, 'limit', 'page')) }),
    },
    getPost: {
      roles: ['admin'],
      handler: async (request) => {
        const post = await findPostById(orm, request.params.postId);
        if (!post) throw postNotFound();
        return { status: 200, body: post };
      },
    },
    createPost: {
      roles: ['admin'],
      handler: async (request) => ({ status: 201, body: changed(await createPost(deps, request.body, actorOf(request))) }),
    },
    updatePost: {
      roles: ['admin'],
      handler: async (request) => ({
        status: 200,
        body: changed(await updatePost(deps, request.params.postId, request.body, actorOf(request))),
      }),
    },
    setPostPublished: {
      roles: ['admin'],
      handler: async (request) => ({
        status: 200,
        body: changed(await setPostPublished(deps, request.params.postId, request.body.published, actorOf(request))),
      }),
    },
    deletePost: {
      roles: ['admin'],
      handler: async (request) => {
        changed(await deletePost(deps, request.params.postId, actorOf(request)));
        return { status: 204 };
      },
    },
  });
}
