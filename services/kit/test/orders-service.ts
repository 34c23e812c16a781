import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defineEvent } from '@agency/contracts';
import { baseServiceEnv, buildService, consumer, defineContract, parseConfig, recordEvent } from '../src/index.js';
import { serviceTestEnv, type KeyPair } from '../src/testing.js';
import type { operations } from './fixtures/openapi/orders.js';

/**
 * A small service built with the kit, for the kit's own tests: PUT /orders/{id} records
 * `kittest.order.placed.v1`; one consumer answers it with `kittest.order.confirmed.v1`, another
 * audits `kittest.order.audited.v1` through a handler the test can make fail.
 */
export const orderPlaced = defineEvent('kittest.order.placed.v1', z.object({ orderId: z.uuid() }));
export const orderConfirmed = defineEvent('kittest.order.confirmed.v1', z.object({ orderId: z.uuid() }));
export const orderAudited = defineEvent('kittest.order.audited.v1', z.object({ orderId: z.uuid() }));

export const confirmDurable = 'kittest--confirm';
export const auditDurable = 'kittest--audit';

export interface AuditStore {
  failing: boolean;
  attempts: { orderId: string; at: number }[];
  audited: string[];
}

export interface OrdersProbe {
  audit: AuditStore;
  /** The bindings of the logger each confirm handling got. */
  confirmLogs: Record<string, unknown>[];
}

const ordersContract = defineContract<operations>(fileURLToPath(new URL('./fixtures/orders.yaml', import.meta.url)));

export async function buildOrdersService(namespace: string, keys: KeyPair, env: Record<string, string> = {}) {
  const probe: OrdersProbe = { audit: { failing: false, attempts: [], audited: [] }, confirmLogs: [] };
  const config = parseConfig(baseServiceEnv, serviceTestEnv(namespace, 'orders', keys, env));
  const service = await buildService({
    name: 'orders',
    config,
    contract: ordersContract,
    entities: [],
    migrations: [],
    produces: ['KITTEST'],
    modules: [
      ordersContract.module({
        name: 'orders',
        setup: ({ orm, relay }) => ({
          consumers: [
            consumer({
              durable: confirmDurable,
              event: orderPlaced,
              afterCommit: () => relay.wake(),
              handle: async (em, event, eventLog) => {
                // Fastify's logger is pino underneath; its type leaves bindings() out.
                probe.confirmLogs.push((eventLog as unknown as { bindings(): Record<string, unknown> }).bindings());
                recordEvent(em, 'kittest', orderConfirmed, { orderId: event.data.orderId });
              },
            }),
            consumer({
              durable: auditDurable,
              event: orderAudited,
              handle: async (_em, event) => {
                probe.audit.attempts.push({ orderId: event.data.orderId, at: Date.now() });
                if (probe.audit.failing) throw new Error('audit store unavailable');
                probe.audit.audited.push(event.data.orderId);
              },
            }),
          ],
          operations: ordersContract.operations({
            placeOrder: {
              handler: async (request) => {
                const { orderId } = request.params;
                await orm.em.fork().transactional(async (em) => {
                  recordEvent(em, 'kittest', orderPlaced, { orderId });
                });
                relay.wake();
                return { status: 202, body: { orderId } };
              },
            },
          }),
        }),
      }),
    ],
  });
  return { ...service, probe };
}
