import { notFound, teamRoles } from '@agency/kit';
import { contentContract } from '../../contract.js';
import { findMedia, storeUpload } from './media.service.js';

/** An SVG opened on its own runs nothing: no scripts, no outside loads, only its own inline styles. */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'";

/** Images served by the platform, and the team's uploads. */
export const mediaModule = contentContract.module({
  name: 'media',
  setup: ({ orm, relay }) => ({
    operations: contentContract.operations({
      getMedia: {
        handler: async (request, reply) => {
          const media = await findMedia(orm, request.params.fileName);
          if (!media) throw notFound('CONTENT_MEDIA_NOT_FOUND', 'No such image.');
          reply.header('content-type', media.contentType);
          // A stored image never changes (a new upload gets a new name).
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          reply.header('x-content-type-options', 'nosniff');
          if (media.contentType === 'image/svg+xml') reply.header('content-security-policy', svgPolicy);
          return { status: 200, body: media.bytes };
        },
      },
    }),
    uploadRoutes: contentContract.uploadRoutes({
      // Members write posts too, so they add the posts' images.
      uploadImage: {
        roles: [...teamRoles],
        handler: async (_request, file) => ({ status: 201, body: await storeUpload({ orm, relay }, file) }),
      },
    }),
  }),
});
