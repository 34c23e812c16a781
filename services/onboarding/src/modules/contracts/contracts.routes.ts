import type {} from '@fastify/jwt';
import { teamRoles } from '@agency/kit';
import { onboardingContract } from '../../contract.js';
import { clientCallers } from '../access-codes/client-callers.js';
import { sessionClientId } from '../access-codes/code-session.js';
import type { StepDeps } from '../steps/client-step.js';
import { contractNotSigned } from '../steps/step-order.js';
import {
  clientContract,
  contractNotFound,
  demoSigner,
  ownContract,
  sendContract,
  signContract,
  signedContractDocument,
} from './contracts.service.js';

/** What the request that signs shows of the signer: its address (the gateway's X-Forwarded-For) and browser. */
const signingRequest = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** A PDF answered as a download, never cached on the way. */
function pdfAnswer(reply: { header: (name: string, value: string) => unknown }, document: { pdf: Buffer; fileName: string }) {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `attachment; filename="${document.fileName}"`);
  reply.header('cache-control', 'private, no-store');
  return { status: 200 as const, body: document.pdf };
}

export function contractOperations(deps: StepDeps & { demoMode: boolean }) {
  const { orm } = deps;
  return onboardingContract.operations({
    getOwnContract: {
      roles: [...clientCallers],
      handler: async (request) => ({ status: 200, body: await ownContract(orm, await sessionClientId(orm, request.user)) }),
    },
    sendContract: {
      roles: [...clientCallers],
      handler: async (request) => ({ status: 200, body: await sendContract(deps, request.user, request.log) }),
    },
    signContract: {
      roles: [...clientCallers],
      handler: async (request) => {
        const signer = { fullName: request.body.fullName, ...signingRequest(request) };
        return { status: 200, body: await signContract(deps, request.user, signer, request.log) };
      },
    },
    signContractInDemo: {
      roles: [...clientCallers],
      // Without demo mode the route answers as one that does not exist, whoever calls it.
      enabled: deps.demoMode,
      handler: async (request) => ({
        status: 200,
        body: await signContract(deps, request.user, demoSigner(signingRequest(request)), request.log, true),
      }),
    },
    downloadOwnContract: {
      roles: [...clientCallers],
      handler: async (request, reply) => {
        const clientId = await sessionClientId(orm, request.user);
        return pdfAnswer(reply, await signedContractDocument(orm, clientId, contractNotSigned));
      },
    },
    getClientContract: {
      roles: [...teamRoles],
      handler: async (request) => ({ status: 200, body: await clientContract(orm, request.params.clientId) }),
    },
    downloadClientContract: {
      roles: [...teamRoles],
      handler: async (request, reply) =>
        pdfAnswer(reply, await signedContractDocument(orm, request.params.clientId, contractNotFound)),
    },
  });
}
