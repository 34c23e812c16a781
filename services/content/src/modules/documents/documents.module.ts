import { serviceEntryOf } from '@agency/contracts/registry';
import { AppError } from '@agency/kit';
import { contentContract } from '../../contract.js';
import { loadDocuments } from './documents.js';
import { linkIsValid, signLink } from './signed-links.js';

const documentsPath = `${serviceEntryOf('content').publicPrefix}/documents`;

const linkInvalid = () =>
  new AppError(403, 'CONTENT_DOCUMENT_LINK_INVALID', 'This link is not valid or has expired. Open the document again.');

/** Public documents (the mission paper) behind signed links that expire; nothing is stored per link. */
export const documentsModule = contentContract.module({
  name: 'documents',
  setup: ({ config }) => {
    const documents = loadDocuments();
    const secret = config.DOCUMENT_LINK_SECRET;
    return {
      operations: contentContract.operations({
        getDocumentLink: {
          handler: async (request, reply) => {
            const { document } = request.params;
            const { expires, signature } = signLink(secret, document, new Date());
            reply.header('cache-control', 'no-store');
            return {
              status: 200,
              body: {
                url: `${documentsPath}/${document}?expires=${expires}&signature=${signature}`,
                expiresAt: new Date(expires * 1000).toISOString(),
              },
            };
          },
        },
        getDocument: {
          handler: async (request, reply) => {
            const { document } = request.params;
            const { expires, signature } = request.query;
            if (!linkIsValid(secret, document, expires, signature, new Date())) throw linkInvalid();
            const { bytes, fileName } = documents[document];
            reply.header('content-type', 'application/pdf');
            reply.header('content-disposition', `inline; filename="${fileName}"`);
            reply.header('cache-control', 'private, no-store');
            return { status: 200, body: bytes };
          },
        },
      }),
    };
  },
});
