import type { FastifyReply } from 'fastify';
import type { Operation } from './openapi.js';

/** A handler's result: a status the contract documents and that status's body. */
export interface RuntimeAnswer {
  status: number;
  body?: unknown;
}

/**
 * Sends a handler's answer. The compiler has already matched it to the contract; a status the
 * contract does not document is still refused here, as a bug (500), rather than sent unchecked.
 */
export function sendAnswer(reply: FastifyReply, operation: Operation, answer: RuntimeAnswer): FastifyReply {
  if (!operation.statuses.includes(answer.status)) {
    throw new Error(`${operation.id} answered ${answer.status}, which its contract does not document`);
  }
  return reply.status(answer.status).send(answer.body);
}
