import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Category,
  Partner,
  Post,
  PostPreview,
  PostSummary,
  Service,
  SiteMapEntry,
  operations,
} from '@agency/contracts/openapi/content';
import { contentApi } from '../shared/api/clients';
import { contentKeys } from './contentKeys';
import { isNotFound } from '../shared/api/errorMessage';
import { expectOk } from '../shared/api/expectOk';

/** The content service's public reads, each with its key from contentKeys (a server render can prefetch them). */
export type { Partner, Category, PostSummary, Post, Service, SiteMapEntry, PostPreview };
export type PostFilters = NonNullable<operations['listPublishedPosts']['parameters']['query']>;

export const partnersQuery = () =>
  queryOptions({
    queryKey: contentKeys.partners,
    queryFn: ({ signal }) => expectOk(contentApi.GET('/partners', { signal })),
  });

export const postsQuery = (filters: PostFilters) =>
  queryOptions({
    queryKey: contentKeys.posts(filters),
    queryFn: ({ signal }) => expectOk(contentApi.GET('/posts', { params: { query: filters }, signal })),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** A published post, or null when there is none by that slug (a draft, a deleted or an unknown post). */
export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: contentKeys.post(slug),
    queryFn: ({ signal }): Promise<Post | null> =>
      expectOk(contentApi.GET('/posts/{slug}', { params: { path: { slug } }, signal })).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
  });

/** The post a preview link shows, or null when the link does not work (unknown, revoked or expired). */
export const previewQuery = (linkCode: string) =>
  queryOptions({
    queryKey: contentKeys.preview(linkCode),
    queryFn: ({ signal }): Promise<PostPreview | null> =>
      expectOk(contentApi.GET('/preview/{linkCode}', { params: { path: { linkCode } }, signal })).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
    // A revoked link stops working at once: read again whenever the page is shown.
    staleTime: 0,
  });

/** Every category (the editor's choices), or with `published` only those holding a published post (the blog's filters). */
export const categoriesQuery = ({ published = false }: { published?: boolean } = {}) =>
  queryOptions({
    queryKey: contentKeys.categories(published),
    queryFn: ({ signal }) =>
      expectOk(contentApi.GET('/categories', { params: { query: published ? { published } : {} }, signal })),
  });

export const teamMembersQuery = () =>
  queryOptions({
    queryKey: contentKeys.teamMembers,
    queryFn: ({ signal }) => expectOk(contentApi.GET('/team-members', { signal })),
  });

export const serviceQuery = (slug: string) =>
  queryOptions({
    queryKey: contentKeys.service(slug),
    queryFn: ({ signal }) => expectOk(contentApi.GET('/services/{slug}', { params: { path: { slug } }, signal })),
  });

export const siteMapQuery = () =>
  queryOptions({
    queryKey: contentKeys.siteMap,
    queryFn: ({ signal }) => expectOk(contentApi.GET('/site-map', { signal })),
  });
