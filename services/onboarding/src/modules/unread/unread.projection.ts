import type { EntityManager } from '@mikro-orm/core';
import { execute, queryRow } from '@agency/kit';
import type { MessageSent, MessagesRead } from '@agency/contracts/events/messaging';

/**
 * The thread's read line, raised to at least `upToSeq`, under the row's lock: a message and a read mark of
 * one thread are applied one after the other, so neither misses the other's commit whatever their order.
 */
async function raiseReadLine(em: EntityManager, clientId: string, upToSeq: number): Promise<number> {
  const row = await queryRow<{ upToSeq: string | number }>(
    em,
    `INSERT INTO client_team_reads (client_id, up_to_seq) VALUES (:clientId, :upToSeq)
     ON CONFLICT (client_id) DO UPDATE SET up_to_seq = GREATEST(client_team_reads.up_to_seq, EXCLUDED.up_to_seq)
     RETURNING up_to_seq`,
    { clientId, upToSeq },
  );
  return Number(row!.upToSeq);
}

/**
 * messaging added a message: one from the client is unread by the team unless the team has already read the
 * thread past it (the read mark came first). The team's own messages are not counted.
 */
export async function applyMessageSent(em: EntityManager, message: MessageSent): Promise<void> {
  if (message.senderType !== 'client') return;
  const readUpTo = await raiseReadLine(em, message.clientId, 0);
  if (message.seq <= readUpTo) return;
  await execute(em, 'INSERT INTO client_unread (client_id, seq) VALUES (:clientId, :seq) ON CONFLICT DO NOTHING', {
    clientId: message.clientId,
    seq: message.seq,
  });
}

/** The team read the client's messages up to `upToSeq`: none of them is unread any more. The client's reads are not counted. */
export async function applyMessagesRead(em: EntityManager, read: MessagesRead): Promise<void> {
  if (read.readBy !== 'team') return;
  const readUpTo = await raiseReadLine(em, read.clientId, read.upToSeq);
  await execute(em, 'DELETE FROM client_unread WHERE client_id = :clientId AND seq <= :readUpTo', {
    clientId: read.clientId,
    readUpTo,
  });
}
