import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signTestToken, withRawLoneSurrogate } from '@agency/kit/testing';
import { messagingTestService } from './support.js';

const t = await messagingTestService();

interface Message {
  id: string;
  seq: number;
  clientId: string;
  senderType: string;
  senderName: string;
  message: string;
  createdAt: string;
  readByClientAt: string | null;
  readByTeamAt: string | null;
}

describe('a client’s messages', () => {
  it('go into its own thread as the client, trimmed, signed with its contact name, and are published', async () => {
    const clientId = await t.addClient({ contactName: 'Ada Lovelace' });
    const sent = await t.send('POST', '/client/messages', t.clientToken(clientId), { message: '  When do we start?\n ' });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<Message>();
    expect(message).toMatchObject({
      clientId,
      senderType: 'client',
      senderName: 'Ada Lovelace',
      message: 'When do we start?',
      readByTeamAt: null,
    });
    expect(message.readByClientAt).toBe(message.createdAt);
    const thread = await t.send('GET', '/client/messages', t.clientToken(clientId));
    expect(thread.json()).toEqual({ clientId, messages: [message] });
    const [event] = await t.eventsOf('messaging.message.sent.v1');
    expect(event?.envelope.data).toEqual({
      messageId: message.id,
      seq: message.seq,
      clientId,
      senderType: 'client',
      senderName: 'Ada Lovelace',
      message: 'When do we start?',
      createdAt: message.createdAt,
    });
  });

  it('are signed with the e-mail’s local part when the contact name is empty, else Client', async () => {
    const byEmail = await t.addClient({ contactName: '', email: 'owner@bakery.example' });
    const anonymous = await t.addClient({ contactName: ' ', email: '' });
    const first = await t.send('POST', '/client/messages', t.clientToken(byEmail), { message: 'hi' });
    const second = await t.send('POST', '/client/messages', t.clientToken(anonymous), { message: 'hi' });
    expect(first.json<Message>().senderName).toBe('owner');
    expect(second.json<Message>().senderName).toBe('Client');
  });

  it('are stored and returned exactly as text, HTML and all', async () => {
    const clientId = await t.addClient();
    const payloads = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg/onload=alert(1)>', '&lt;b&gt; & é 🙂'];
    for (const message of payloads) {
      const sent = await t.send('POST', '/client/messages', t.clientToken(clientId), { message });
      expect(sent.statusCode).toBe(201);
      expect(sent.headers['content-type']).toMatch(/^application\/json/);
    }
    const thread = await t.send('GET', '/client/messages', t.clientToken(clientId));
    expect(thread.json<{ messages: Message[] }>().messages.map((m) => m.message)).toEqual(payloads);
  });

  it('refuses an empty, blank, too long or NUL-bearing message with 400, storing nothing', async () => {
    const clientId = await t.addClient();
    for (const message of ['', '   ', '\n\t ', 'x'.repeat(4001), 'a\u0000b']) {
      const answer = await t.send('POST', '/client/messages', t.clientToken(clientId), { message });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ statusCode: 400, code: expect.any(String), requestId: expect.any(String) });
    }
    expect((await t.send('POST', '/client/messages', t.clientToken(clientId), {})).statusCode).toBe(400);
    expect((await t.send('POST', '/client/messages', t.clientToken(clientId), { message: 42 })).statusCode).toBe(400);
    const longest = await t.send('POST', '/client/messages', t.clientToken(clientId), { message: 'y'.repeat(4000) });
    expect(longest.statusCode).toBe(201);
    expect(await t.count('messages')).toBe(1);
  });

  it('refuses a message that is not valid Unicode, a lone surrogate escaped or as raw bytes, with 400, storing nothing', async () => {
    const clientId = await t.addClient();
    const escaped = await t.send('POST', '/client/messages', t.clientToken(clientId), { message: 'x\ud800' });
    const teamEscaped = await t.send('POST', `/admin/clients/${clientId}/messages`, t.adminToken(), { message: '\udc00 hi' });
    const bytes = await t.app.inject({
      method: 'POST',
      url: '/client/messages',
      payload: withRawLoneSurrogate({ message: 'hello 💥' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.clientToken(clientId)}` },
    });
    for (const answer of [escaped, teamEscaped, bytes]) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({
        statusCode: 400,
        code: 'INVALID_CHARACTERS',
        requestId: answer.headers['x-request-id'],
      });
    }
    expect(await t.count('messages')).toBe(0);
  });

  it('cannot be sent as the team or into another thread, whatever the body says', async () => {
    const mine = await t.addClient();
    const theirs = await t.addClient();
    for (const body of [
      { message: 'hi', senderType: 'team' },
      { message: 'hi', clientId: theirs },
      { message: 'hi', senderName: 'Team Member' },
      { message: 'hi', readByTeamAt: new Date().toISOString() },
    ]) {
      expect((await t.send('POST', '/client/messages', t.clientToken(mine), body)).statusCode).toBe(400);
    }
    expect((await t.send('POST', `/admin/clients/${theirs}/messages`, t.clientToken(mine), { message: 'hi' })).statusCode).toBe(
      403,
    );
    expect(await t.count('messages')).toBe(0);
    const sent = await t.send('POST', `/client/messages?clientId=${theirs}`, t.clientToken(mine), { message: 'hi' });
    expect(sent.json<Message>()).toMatchObject({ clientId: mine, senderType: 'client' });
    const theirThread = await t.send('GET', `/admin/clients/${theirs}/messages`, t.adminToken());
    expect(theirThread.json<{ messages: Message[] }>().messages).toEqual([]);
  });

  it('answer 404 with the spec’s words when the account has no client record here', async () => {
    const answer = await t.send('GET', '/client/messages', t.clientToken('00000000-0000-4000-8000-000000000099'));
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({
      code: 'MESSAGING_CLIENT_NOT_FOUND',
      message: 'No client record found for this account',
    });
    const post = await t.send('POST', '/client/messages', t.clientToken('00000000-0000-4000-8000-000000000099'), {
      message: 'hello',
    });
    expect(post.statusCode).toBe(404);
    expect(await t.count('messages')).toBe(0);
  });
});

describe('the team’s messages', () => {
  it('are signed with the team member’s e-mail local part, else Team Member, read by the team, unread by the client', async () => {
    const clientId = await t.addClient();
    const sent = await t.send('POST', `/admin/clients/${clientId}/messages`, t.adminToken('jordan.lee@maple.example'), {
      message: ' Welcome aboard! ',
    });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<Message>();
    expect(message).toMatchObject({
      senderType: 'team',
      senderName: 'jordan.lee',
      message: 'Welcome aboard!',
      readByClientAt: null,
    });
    expect(message.readByTeamAt).toBe(message.createdAt);
    const unnamed = await t.send('POST', `/admin/clients/${clientId}/messages`, t.adminToken(''), { message: 'Hi' });
    expect(unnamed.json<Message>().senderName).toBe('Team Member');
  });

  it('are signed with the display name the team member chose, when their token carries one', async () => {
    const clientId = await t.addClient();
    const student = { sub: randomUUID(), email: 'sam.s@maple.example', name: 'Sam Student', role: 'admin' as const };
    const sent = await t.send('POST', `/admin/clients/${clientId}/messages`, signTestToken(t.keys, student), { message: 'Hi' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<Message>().senderName).toBe('Sam Student');
    const thread = await t.send('GET', `/admin/clients/${clientId}/messages`, t.adminToken());
    expect(thread.json<{ messages: Message[] }>().messages.map((m) => m.senderName)).toEqual(['Sam Student']);
    const [event] = (await t.eventsOf('messaging.message.sent.v1')).filter(
      (row) => row.envelope.data.messageId === sent.json<Message>().id,
    );
    expect(event?.envelope.actor).toEqual({ kind: 'team', id: student.sub, name: 'Sam Student', role: 'admin' });
  });

  it('are recorded as the doing of the team member who sent them, by id and the name they sign with', async () => {
    const clientId = await t.addClient();
    const teamMember = { sub: randomUUID(), email: 'jordan.lee@maple.example', role: 'admin' as const };
    const sent = await t.send('POST', `/admin/clients/${clientId}/messages`, signTestToken(t.keys, teamMember), {
      message: 'Hi',
    });
    expect(sent.statusCode).toBe(201);
    const [event] = (await t.eventsOf('messaging.message.sent.v1')).filter(
      (row) => row.envelope.data.messageId === sent.json<Message>().id,
    );
    expect(event?.envelope.actor).toEqual({ kind: 'team', id: teamMember.sub, name: 'jordan.lee', role: 'admin' });
  });

  it('from a member (a student) are the team’s: sent as the team, recorded as the member’s doing', async () => {
    const clientId = await t.addClient();
    const member = signTestToken(t.keys, t.principals.member);
    const sent = await t.send('POST', `/admin/clients/${clientId}/messages`, member, { message: 'Hello from the team' });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json<Message>();
    expect(message).toMatchObject({ senderType: 'team', readByClientAt: null });
    expect(message.readByTeamAt).toBe(message.createdAt);
    const [event] = (await t.eventsOf('messaging.message.sent.v1')).filter((row) => row.envelope.data.messageId === message.id);
    expect(event?.envelope.actor).toEqual({ kind: 'team', id: t.principals.member.sub, name: 'Sam Student', role: 'member' });
  });

  it('answer 404 for a client this service does not know, storing nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000042';
    expect((await t.send('POST', `/admin/clients/${unknown}/messages`, t.adminToken(), { message: 'hi' })).statusCode).toBe(404);
    expect((await t.send('GET', `/admin/clients/${unknown}/messages`, t.adminToken())).statusCode).toBe(404);
    expect((await t.send('GET', '/admin/clients/not-a-uuid/messages', t.adminToken())).statusCode).toBe(400);
    expect(await t.count('messages')).toBe(0);
  });
});

describe('a thread', () => {
  it('is in the order sent, and `after` gives only the later messages', async () => {
    const clientId = await t.addClient();
    const seqs: number[] = [];
    for (const [who, text] of [
      ['client', 'one'],
      ['team', 'two'],
      ['client', 'three'],
    ] as const) {
      const url = who === 'client' ? '/client/messages' : `/admin/clients/${clientId}/messages`;
      const token = who === 'client' ? t.clientToken(clientId) : t.adminToken();
      seqs.push((await t.send('POST', url, token, { message: text })).json<Message>().seq);
    }
    const all = await t.send('GET', `/admin/clients/${clientId}/messages`, t.adminToken());
    expect(all.json<{ messages: Message[] }>().messages.map((m) => m.message)).toEqual(['one', 'two', 'three']);
    const later = await t.send('GET', `/client/messages?after=${seqs[0]}`, t.clientToken(clientId));
    expect(later.json<{ messages: Message[] }>().messages.map((m) => m.message)).toEqual(['two', 'three']);
    const limited = await t.send('GET', `/client/messages?limit=1`, t.clientToken(clientId));
    expect(limited.json<{ messages: Message[] }>().messages.map((m) => m.message)).toEqual(['one']);
  });
});

describe('read marks', () => {
  it('mark the team’s messages read by the client on the dashboard, once, and say up to which', async () => {
    const clientId = await t.addClient();
    await t.send('POST', '/client/messages', t.clientToken(clientId), { message: 'from the client' });
    const team = [];
    for (const text of ['a', 'b']) {
      team.push((await t.send('POST', `/admin/clients/${clientId}/messages`, t.adminToken(), { message: text })).json<Message>());
    }
    const read = await t.send('POST', '/client/messages/read', t.clientToken(clientId));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ clientId, readBy: 'client', count: 2, upToSeq: team[1]!.seq });
    const thread = (await t.send('GET', '/client/messages', t.clientToken(clientId))).json<{ messages: Message[] }>();
    for (const message of thread.messages) expect(message.readByClientAt).not.toBeNull();
    expect(thread.messages[0]!.readByTeamAt).toBeNull();
    const again = await t.send('POST', '/client/messages/read', t.clientToken(clientId));
    expect(again.json()).toMatchObject({ count: 0, upToSeq: null });
    const events = await t.eventsOf('messaging.messages.read.v1');
    expect(events.map((e) => e.envelope.data)).toEqual([
      expect.objectContaining({ clientId, readBy: 'client', count: 2, upToSeq: team[1]!.seq }),
    ]);
  });

  it('mark the client’s messages read by the team when the team opens the thread, in that thread only', async () => {
    const clientId = await t.addClient();
    const other = await t.addClient();
    const mine = (await t.send('POST', '/client/messages', t.clientToken(clientId), { message: 'x' })).json<Message>();
    await t.send('POST', '/client/messages', t.clientToken(other), { message: 'y' });
    const read = await t.send('POST', `/admin/clients/${clientId}/messages/read`, t.adminToken());
    expect(read.json()).toMatchObject({ clientId, readBy: 'team', count: 1, upToSeq: mine.seq });
    const otherThread = (await t.send('GET', `/admin/clients/${other}/messages`, t.adminToken())).json<{ messages: Message[] }>();
    expect(otherThread.messages[0]!.readByTeamAt).toBeNull();
  });

  it('made by a member are the team’s: the client’s messages read by the team', async () => {
    const clientId = await t.addClient();
    const mine = (await t.send('POST', '/client/messages', t.clientToken(clientId), { message: 'x' })).json<Message>();
    const read = await t.send('POST', `/admin/clients/${clientId}/messages/read`, signTestToken(t.keys, t.principals.member));
    expect(read.json()).toMatchObject({ clientId, readBy: 'team', count: 1, upToSeq: mine.seq });
    const thread = (await t.send('GET', `/admin/clients/${clientId}/messages`, t.adminToken())).json<{ messages: Message[] }>();
    expect([thread.messages[0]!.readByTeamAt, thread.messages[0]!.readByClientAt]).toEqual([expect.any(String), mine.createdAt]);
  });
});
