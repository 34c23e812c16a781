import type {} from '@fastify/jwt';
import { teamRoles, type ObjectStorage, type Principal } from '@agency/kit';
import { messagingContract } from '../../contract.js';
import { knownClient } from '../clients/clients.service.js';
import { ownThread } from '../messages/messages.routes.js';
import { clientSenderName, teamSenderName } from '../messages/sender-name.js';
import {
  attachmentHeader,
  deleteFile,
  download,
  fileLink,
  filesOf,
  servedTypeOf,
  shareFile,
  type FileActor,
  type FilesDeps,
} from './files.service.js';
import { signedContractConsumer } from './signed-contracts.js';

/** Only an account's session: an access-code session is refused by the roles, as for the thread. */
const clientOnly = ['client'] as const;

/**
 * The files a client and the team share: uploads both ways, the list, deleting, signed download links, and
 * the client's signed contract, filed from onboarding's event.
 */
export const filesModule = (storage: ObjectStorage, clock?: () => Date) =>
  messagingContract.module({
    name: 'files',
    setup: ({ orm, relay, config }) => {
      const deps: FilesDeps = {
        orm,
        relay,
        storage,
        quotaBytes: config.FILES_QUOTA_BYTES,
        linkSecret: config.FILE_LINK_SECRET,
        linkTtlSeconds: config.FILE_LINK_TTL_SECONDS,
        ...(clock && { now: clock }),
      };
      const teamActor = (user: Principal): FileActor => ({ side: 'team', name: teamSenderName(user), accountId: user.sub });
      const clientActor = async (user: Principal): Promise<FileActor> => ({
        side: 'client',
        name: clientSenderName(await knownClient(orm, ownThread(user))),
        accountId: user.sub,
      });
      return {
        consumers: [signedContractConsumer(storage)],
        operations: messagingContract.operations({
          listClientFiles: {
            roles: [...clientOnly],
            handler: async (request) => ({ status: 200, body: await filesOf(deps, ownThread(request.user)) }),
          },
          deleteClientFile: {
            roles: [...clientOnly],
            handler: async (request) => {
              await deleteFile(deps, ownThread(request.user), request.params.fileId, await clientActor(request.user));
              return { status: 204 };
            },
          },
          clientFileLink: {
            roles: [...clientOnly],
            handler: async (request) => ({
              status: 200,
              body: await fileLink(deps, ownThread(request.user), request.params.fileId),
            }),
          },
          listTeamFiles: {
            roles: [...teamRoles],
            handler: async (request) => ({ status: 200, body: await filesOf(deps, request.params.clientId) }),
          },
          deleteTeamFile: {
            roles: [...teamRoles],
            handler: async (request) => {
              await deleteFile(deps, request.params.clientId, request.params.fileId, teamActor(request.user));
              return { status: 204 };
            },
          },
          teamFileLink: {
            roles: [...teamRoles],
            handler: async (request) => ({
              status: 200,
              body: await fileLink(deps, request.params.clientId, request.params.fileId),
            }),
          },
          // The link is the permission: no header, so the browser can follow it.
          downloadFile: {
            handler: async (request, reply) => {
              const { file, object } = await download(
                deps,
                request.params.fileId,
                request.query.expires,
                request.query.signature,
              );
              reply.header('content-type', servedTypeOf(file.contentType));
              reply.header('content-length', object.size);
              reply.header('content-disposition', attachmentHeader(file.name));
              reply.header('x-content-type-options', 'nosniff');
              reply.header('cache-control', 'private, no-store');
              reply.header('content-security-policy', "default-src 'none'; sandbox");
              return { status: 200, body: object.body as unknown as string };
            },
          },
        }),
        uploadRoutes: messagingContract.uploadRoutes({
          uploadClientFile: {
            roles: [...clientOnly],
            streamed: true,
            handler: async (request, file) => {
              const clientId = ownThread(request.user);
              return { status: 201, body: await shareFile(deps, clientId, await clientActor(request.user), file) };
            },
          },
          uploadTeamFile: {
            roles: [...teamRoles],
            streamed: true,
            handler: async (request, file) => ({
              status: 201,
              body: await shareFile(deps, request.params.clientId, teamActor(request.user), file),
            }),
          },
        }),
      };
    },
  });
