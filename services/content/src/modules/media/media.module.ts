import { notFound, teamRoles, withDefaults, type ObjectStorage } from '@agency/kit';
import { contentContract } from '../../contract.js';
import { MediaCache } from './media-cache.js';
import { deleteMedia, findMedia, listMedia, storeUpload } from './media.service.js';

/** An SVG opened on its own runs nothing: no scripts, no outside loads, only its own inline styles. */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'";

/** Images served by the platform from object storage, the team's uploads, and the media library. */
export const mediaModule = (storage: ObjectStorage) =>
  contentContract.module({
    name: 'media',
    setup: ({ orm, relay }) => {
      const deps = { orm, relay, storage };
      const cache = new MediaCache();
      return {
        operations: contentContract.operations({
          getMedia: {
            handler: async (request, reply) => {
              const { fileName } = request.params;
              const { w } = request.query;
              const cached = await cache.read(`${fileName}?${w ?? ''}`, () => findMedia(deps, fileName, w));
              // A large image is not kept in memory: it streams from storage each time.
              const media =
                cached === 'large'
                  ? await findMedia(deps, fileName, w)
                  : cached && { ...cached, body: cached.bytes, size: cached.bytes.length };
              if (!media) throw notFound('CONTENT_MEDIA_NOT_FOUND', 'No such image.');
              reply.header('content-type', media.contentType);
              reply.header('content-length', media.size);
              // A stored image never changes (a new upload gets a new name).
              reply.header('cache-control', 'public, max-age=31536000, immutable');
              reply.header('x-content-type-options', 'nosniff');
              if (media.contentType === 'image/svg+xml') reply.header('content-security-policy', svgPolicy);
              return { status: 200, body: media.body as unknown as string };
            },
          },
          listMedia: {
            roles: [...teamRoles],
            handler: async (request) => ({
              status: 200,
              body: await listMedia(orm, withDefaults(request.query, 'page', 'pageSize')),
            }),
          },
          deleteMedia: {
            roles: ['admin'],
            handler: async (request) => {
              await deleteMedia(deps, request.params.fileName);
              cache.clear();
              return { status: 204 };
            },
          },
        }),
        uploadRoutes: contentContract.uploadRoutes({
          // Members write posts too, so they add the posts' images.
          uploadImage: {
            roles: [...teamRoles],
            handler: async (_request, file) => ({ status: 201, body: await storeUpload(deps, file) }),
          },
        }),
      };
    },
  });
