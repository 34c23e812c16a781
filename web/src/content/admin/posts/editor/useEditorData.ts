import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentApi } from '../../../../shared/api/clients';
import { contentKeys } from '../../../contentKeys';
import { categoriesQuery, teamMembersQuery } from '../../../contentQueries';
import { expectOk } from '../../../../shared/api/expectOk';
import type { PostInput } from '../post';

/** One post by id for the editor, draft or not; it sits under the posts key so saving reloads it. */
export function usePost(postId: string | undefined) {
  return useQuery({
    queryKey: contentKeys.adminPosts.one(postId),
    queryFn: () => expectOk(contentApi.GET('/admin/posts/{postId}', { params: { path: { postId: postId! } } })),
    enabled: postId !== undefined,
  });
}

/** Saves the editor's post: a new one is created, an existing one replaced. */
export const savePost = (input: PostInput, postId?: string) =>
  postId
    ? expectOk(contentApi.PUT('/admin/posts/{postId}', { params: { path: { postId } }, body: input }))
    : expectOk(contentApi.POST('/admin/posts', { body: input }));

/** After a save: every list of posts, and the post itself, read again. */
export function useReloadPosts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentKeys.adminPosts.all });
}

/** The active team members a post's author is chosen from. */
export const useTeamMembers = () => useQuery(teamMembersQuery());

export const useCategories = () => useQuery(categoriesQuery());

/** Uploads a cover image; the platform answers its URL. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) =>
      expectOk(
        contentApi.POST('/admin/media', {
          // The generated type says string for a binary part; the browser sends the File itself.
          body: { file } as unknown as { file: string },
          bodySerializer: () => {
            const form = new FormData();
            form.append('file', file);
            return form;
          },
        }),
      ),
  });
}
