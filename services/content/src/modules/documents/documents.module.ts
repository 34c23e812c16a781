import { contentContract } from '../../contract.js';
import { notBuiltYet } from '../unbuilt/unbuilt.js';

/** Public documents (the mission paper) behind signed links that expire. */
export const documentsModule = contentContract.module({
  name: 'documents',
  setup: () => ({
    operations: contentContract.operations({
      getDocumentLink: { handler: notBuiltYet },
      getDocument: { handler: notBuiltYet },
    }),
  }),
});
