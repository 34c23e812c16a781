import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineEvent } from '@agency/contracts';
import { authPlugin, authorize } from '../http/auth.js';
import { generateKeys, signTestToken } from '../testing.js';
import { actorOf, teamMemberName } from './actor.js';
import { currentActor, requestCorrelation, withCorrelation } from './correlation.js';
import { eventEnvelope } from './outbox.js';

const keys = generateKeys();
const teamMember = { sub: randomUUID(), email: 'morgan.lee@maplebuilders.ca', role: 'admin' as const };
const client = { sub: randomUUID(), email: 'owner@shop.ca', role: 'client' as const, clientId: randomUUID() };
const thingHappened = defineEvent('kittest.thing.happened.v1', z.object({ thing: z.string() }));

describe('the actor of a verified caller', () => {
  it('names a team member by id, role and display name, else the local part of their e-mail, else Team Member', () => {
    expect(actorOf({ ...teamMember, name: 'Morgan Lee' })).toEqual({
      kind: 'team',
      id: teamMember.sub,
      name: 'Morgan Lee',
      role: 'admin',
    });
    expect(actorOf(teamMember)).toEqual({ kind: 'team', id: teamMember.sub, name: 'morgan.lee', role: 'admin' });
    expect(actorOf({ ...teamMember, role: 'member', email: '@maplebuilders.ca' })).toEqual({
      kind: 'team',
      id: teamMember.sub,
      name: 'Team Member',
      role: 'member',
    });
    expect(teamMemberName(undefined)).toBe('Team Member');
  });

  it('names a client by its client record and, signed in with an account, its user', () => {
    expect(actorOf(client)).toEqual({ kind: 'client', id: client.clientId, userId: client.sub });
    // An access-code session's sub is the code's id, not a user's.
    expect(actorOf({ ...client, scope: 'onboarding' })).toEqual({ kind: 'client', id: client.clientId });
    expect(actorOf({ sub: client.sub, email: client.email, role: 'client' })).toEqual({ kind: 'client', userId: client.sub });
  });
});

describe('the actor an event is recorded with', () => {
  it('is the system outside any request or event, and where no actor was given', () => {
    expect(currentActor()).toEqual({ kind: 'system' });
    expect(eventEnvelope('kittest', thingHappened, { thing: 'x' }).actor).toEqual({ kind: 'system' });
    expect(withCorrelation({ correlationId: 'worker-1', causationId: null }, currentActor)).toEqual({ kind: 'system' });
  });

  it('is the one of the work under way, such as the event a consumer handles', () => {
    const cause = { kind: 'client', id: client.clientId } as const;
    const recorded = withCorrelation({ correlationId: 'c-1', causationId: randomUUID(), actor: () => cause }, () =>
      eventEnvelope('kittest', thingHappened, { thing: 'x' }),
    );
    expect(recorded.actor).toEqual(cause);
  });

  it('is a request’s verified caller, a visitor without one, and the system on a route that says so (a webhook)', async () => {
    const app = Fastify();
    await app.register(authPlugin, { publicKey: keys.publicKey });
    await app.register(requestCorrelation);
    app.get('/team', { preHandler: authorize(['admin']) }, async () => currentActor());
    app.get('/client', { preHandler: authorize(['client']) }, async () => currentActor());
    app.get('/open', async () => currentActor());
    app.post('/webhook', { config: { anonymousActor: 'system' } }, async () => currentActor());
    await app.ready();
    const bearer = (principal: Parameters<typeof signTestToken>[1]) => ({
      authorization: `Bearer ${signTestToken(keys, principal)}`,
    });

    expect((await app.inject({ url: '/team', headers: bearer(teamMember) })).json()).toEqual({
      kind: 'team',
      id: teamMember.sub,
      name: 'morgan.lee',
      role: 'admin',
    });
    expect((await app.inject({ url: '/client', headers: bearer(client) })).json()).toEqual({
      kind: 'client',
      id: client.clientId,
      userId: client.sub,
    });
    expect((await app.inject({ url: '/open' })).json()).toEqual({ kind: 'visitor' });
    // A token on a route that does not check one makes no caller.
    expect((await app.inject({ url: '/open', headers: bearer(teamMember) })).json()).toEqual({ kind: 'visitor' });
    expect((await app.inject({ method: 'POST', url: '/webhook' })).json()).toEqual({ kind: 'system' });
    await app.close();
  });
});
