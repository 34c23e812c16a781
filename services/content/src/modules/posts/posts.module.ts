import { contentContract } from '../../contract.js';
import { notBuiltYet } from '../unbuilt/unbuilt.js';

/** Blog posts: visitors read the published ones, the team writes them. */
export const postsModule = contentContract.module({
  name: 'posts',
  setup: () => ({
    operations: contentContract.operations({
      listPublishedPosts: { handler: notBuiltYet },
      getPublishedPost: { handler: notBuiltYet },
      listAllPosts: { roles: ['admin'], handler: notBuiltYet },
      createPost: { roles: ['admin'], handler: notBuiltYet },
      getPost: { roles: ['admin'], handler: notBuiltYet },
      updatePost: { roles: ['admin'], handler: notBuiltYet },
      deletePost: { roles: ['admin'], handler: notBuiltYet },
      setPostPublished: { roles: ['admin'], handler: notBuiltYet },
    }),
  }),
});
