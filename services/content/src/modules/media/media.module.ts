import { contentContract } from '../../contract.js';
import { notBuiltYet } from '../unbuilt/unbuilt.js';

/** Images served by the platform, and the team's uploads. */
export const mediaModule = contentContract.module({
  name: 'media',
  setup: () => ({
    operations: contentContract.operations({ getMedia: { handler: notBuiltYet } }),
    uploadRoutes: contentContract.uploadRoutes({ uploadImage: { roles: ['admin'], handler: notBuiltYet } }),
  }),
});
