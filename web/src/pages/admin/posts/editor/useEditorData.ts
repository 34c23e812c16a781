import { useMutation, useQuery } from '@tanstack/react-query';
import { contentApi } from '../../../../api/clients';
import { categoriesQuery, teamMembersQuery } from '../../../../api/contentQueries';
import { expectOk } from '../../../../api/expectOk';
import { postsKey } from '../usePosts';

/** One post by id for the editor, draft or not; it sits under the posts key so saving reloads it. */
export function usePost(postId: string | undefined) {
  return useQuery({
    queryKey: [...postsKey, 'one', postId],
    queryFn: () => expectOk(contentApi.GET('/admin/posts/{postId}', { params: { path: { postId: postId! } } })),
    enabled: postId !== undefined,
  });
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
