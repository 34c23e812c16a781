// Messaging's contract through the gateway, with onboarding beside it for its clients.
import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import * as messagingSchemas from '@agency/contracts/openapi/messaging.schemas';
import { multipartFile, signTestToken } from '@agency/kit/testing';
import { describeContract, publicOrigin } from './harness.js';

describeContract('messaging', { alsoStarts: ['onboarding'] }, (platform) => {
  const { call, keys, ajv } = platform;

  it('messaging: a client onboarding invited, its thread both ways, read marks, Schedule Call, and /live through the gateway', async () => {
    const bearer = (principal: Parameters<typeof signTestToken>[1]) => signTestToken(keys, principal);
    const teamToken = bearer({ sub: randomUUID(), email: 'morgan.lee@maplebuilders.ca', role: 'admin' });
    const team = { authorization: `Bearer ${teamToken}` };
    const messaging = (operationId: string, request: Parameters<typeof call>[2]) => call('messaging', operationId, request);

    // The client comes from onboarding's Add Client, through its event: messaging reads no other database.
    const created = await call('onboarding', 'createClient', {
      url: '/admin/clients',
      payload: { businessName: 'Chat Bakery', contactName: 'Cleo', email: 'cleo@chat.example', package: 'growth' },
      headers: team,
    });
    const clientId = created.json<{ client: { id: string } }>().client.id;
    const clientToken = bearer({ sub: randomUUID(), email: 'cleo@chat.example', role: 'client', clientId });
    const client = { authorization: `Bearer ${clientToken}` };
    const other = {
      authorization: `Bearer ${bearer({ sub: randomUUID(), email: 'o@x.example', role: 'client', clientId: randomUUID() })}`,
    };
    const accessCode = {
      authorization: `Bearer ${bearer({ sub: randomUUID(), email: 'cleo@chat.example', role: 'client', clientId, scope: 'onboarding' })}`,
    };
    await vi.waitFor(
      async () =>
        expect(
          (await messaging('listTeamMessages', { url: `/admin/clients/${clientId}/messages`, headers: team })).statusCode,
        ).toBe(200),
      { timeout: 15_000, interval: 100 },
    );
    expect((await messaging('listClientMessages', { url: '/client/messages', headers: other })).statusCode).toBe(404);
    expect((await messaging('listClientMessages', { url: '/client/messages', headers: accessCode })).statusCode).toBe(403);
    expect((await messaging('listClientMessages', { url: '/client/messages' })).statusCode).toBe(401);

    // The client's socket, through the gateway, with its token in the cookie; the team's with its token in the first frame.
    const frameIsValid = ajv.compile(messagingSchemas.LiveServerFrame);
    const socketUrl = `${(await platform.gateway.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/api/messaging/live`;
    const open = (headers: Record<string, string>, first: object[]) => {
      const socket = new WebSocket(socketUrl, { headers: { origin: publicOrigin, ...headers } });
      const frames: Array<{ type: string; message?: { seq: number } }> = [];
      socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as (typeof frames)[number]));
      return new Promise<{ socket: WebSocket; frames: typeof frames }>((resolve, reject) => {
        socket.once('error', reject);
        socket.once('open', () => first.forEach((frame) => socket.send(JSON.stringify(frame))));
        socket.on('message', () => frames.at(-1)?.type === 'subscribed' && resolve({ socket, frames }));
      });
    };
    const clientSocket = await open({ cookie: `agency_access=${clientToken}` }, [{ type: 'subscribe', afterSeq: 0 }]);
    const teamSocket = await open({}, [
      { type: 'auth', token: teamToken },
      { type: 'subscribe', clientId, afterSeq: 0 },
    ]);
    platform.exercised('messaging', 'watchThreads');
    // An access-code session may not follow the thread: its socket closes with 4403, as the contract says.
    const accessCodeToken = accessCode.authorization.slice('Bearer '.length);
    for (const headers of [{ cookie: `agency_access=${accessCodeToken}` }, accessCode]) {
      const refused = new WebSocket(socketUrl, { headers: { origin: publicOrigin, ...headers } });
      refused.on('error', () => undefined);
      expect(await new Promise<number>((resolve) => refused.once('close', resolve))).toBe(4403);
    }

    const fromClient = await messaging('sendClientMessage', {
      url: '/client/messages',
      payload: { message: ' <b>Hi</b> ' },
      headers: client,
    });
    expect(fromClient.statusCode).toBe(201);
    expect(fromClient.json()).toMatchObject({ senderType: 'client', senderName: 'Cleo', message: '<b>Hi</b>' });
    expect(
      (await messaging('sendClientMessage', { url: '/client/messages', payload: { message: '  ' }, headers: client })).statusCode,
    ).toBe(400);
    expect(
      (await messaging('sendClientMessage', { url: '/client/messages', payload: { message: 'x' }, headers: team })).statusCode,
    ).toBe(403);
    const fromTeam = await messaging('sendTeamMessage', {
      url: `/admin/clients/${clientId}/messages`,
      payload: { message: 'Welcome, Cleo' },
      headers: team,
    });
    expect(fromTeam.json()).toMatchObject({ senderType: 'team', senderName: 'morgan.lee', readByClientAt: null });
    expect(
      (
        await messaging('sendTeamMessage', {
          url: `/admin/clients/${clientId}/messages`,
          payload: { message: 'x' },
          headers: client,
        })
      ).statusCode,
    ).toBe(403);
    const seqs = [fromClient.json<{ seq: number }>().seq, fromTeam.json<{ seq: number }>().seq];
    for (const live of [clientSocket, teamSocket]) {
      await vi.waitFor(() => expect(live.frames.filter((f) => f.type === 'message').map((f) => f.message!.seq)).toEqual(seqs));
    }

    // onboarding counts the client's messages the team has not read from messaging's events, not its database.
    const unreadOnboarding = async () => {
      const detail = await call('onboarding', 'getClient', { url: `/admin/clients/${clientId}`, headers: team });
      const summary = await call('onboarding', 'getClientSummary', { url: '/admin/clients/summary', headers: team });
      return [
        detail.json<{ unreadMessages: number }>().unreadMessages,
        summary.json<{ unreadMessages: number }>().unreadMessages,
      ];
    };
    await vi.waitFor(async () => expect(await unreadOnboarding()).toEqual([1, 1]), { timeout: 10_000, interval: 100 });

    const thread = await messaging('listClientMessages', { url: `/client/messages?after=0`, headers: client });
    expect(thread.json<{ messages: unknown[] }>().messages).toHaveLength(2);
    const read = await messaging('markClientMessagesRead', { url: '/client/messages/read', headers: client });
    expect(read.json()).toMatchObject({ readBy: 'client', count: 1, upToSeq: seqs[1] });
    const teamRead = await messaging('markTeamMessagesRead', { url: `/admin/clients/${clientId}/messages/read`, headers: team });
    expect(teamRead.json()).toMatchObject({ readBy: 'team', count: 1, upToSeq: seqs[0] });
    expect((await messaging('markTeamMessagesRead', { url: `/admin/clients/${clientId}/messages/read` })).statusCode).toBe(401);
    await vi.waitFor(async () => expect(await unreadOnboarding()).toEqual([0, 0]), { timeout: 10_000, interval: 100 });

    const hours = await messaging('getTeamHours', { url: '/team-hours', headers: client });
    expect(hours.json()).toMatchObject({ dayStart: expect.any(String), dayEnd: expect.any(String), weekdays: expect.any(Array) });
    expect((await messaging('getTeamHours', { url: '/team-hours' })).statusCode).toBe(401);
    const meeting = await messaging('scheduleCall', { url: `/admin/clients/${clientId}/meetings`, headers: team });
    expect(meeting.json()).toMatchObject({ title: 'Scheduled Call', durationMinutes: 30, status: 'scheduled' });
    expect((await messaging('scheduleCall', { url: `/admin/clients/${clientId}/meetings`, headers: client })).statusCode).toBe(
      403,
    );
    expect((await messaging('listClientMeetings', { url: '/client/meetings', headers: client })).json()).toEqual({
      meetings: [meeting.json()],
    });
    expect((await messaging('listTeamMeetings', { url: `/admin/clients/${clientId}/meetings`, headers: team })).json()).toEqual({
      meetings: [meeting.json()],
    });
    expect(
      (await messaging('listTeamMeetings', { url: `/admin/clients/${randomUUID()}/meetings`, headers: team })).statusCode,
    ).toBe(404);

    for (const live of [clientSocket, teamSocket]) {
      await vi.waitFor(() =>
        expect(live.frames.map((f) => f.type)).toEqual(['subscribed', 'message', 'message', 'read', 'read', 'meeting']),
      );
      for (const frame of live.frames) expect(frameIsValid(frame), ajv.errorsText(frameIsValid.errors)).toBe(true);
      live.socket.close();
    }

    // The team edits the meeting and cancels it; the client reads its slots (none: identity has told of no
    // team member here), cannot book a time that is not offered, nor move or cancel the team's meeting.
    const meetingUrl = `/admin/clients/${clientId}/meetings/${meeting.json<{ id: string }>().id}`;
    const edited = await messaging('updateMeeting', {
      url: meetingUrl,
      payload: { title: 'Kick-off', videoUrl: 'https://meet.example.com/chat' },
      headers: team,
    });
    expect(edited.json()).toMatchObject({ title: 'Kick-off', videoUrl: 'https://meet.example.com/chat' });
    expect(
      (await messaging('updateMeeting', { url: meetingUrl, payload: { videoUrl: 'http://x.example' }, headers: team }))
        .statusCode,
    ).toBe(400);
    const slots = await messaging('listClientBookingSlots', { url: '/client/meetings/slots', headers: client });
    expect(slots.json()).toMatchObject({ timeZone: 'America/Edmonton', slots: [] });
    expect(
      (await messaging('listTeamBookingSlots', { url: `/admin/clients/${clientId}/meetings/slots`, headers: team })).statusCode,
    ).toBe(200);
    const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect(
      (await messaging('bookCall', { url: '/client/meetings/bookings', payload: { startsAt: 'soon' }, headers: client }))
        .statusCode,
    ).toBe(400);
    expect(
      (await messaging('bookCall', { url: '/client/meetings/bookings', payload: { startsAt }, headers: team })).statusCode,
    ).toBe(403);
    const bookingUrl = `/client/meetings/bookings/${meeting.json<{ id: string }>().id}`;
    expect(
      (await messaging('rescheduleBooking', { url: `${bookingUrl}/reschedule`, payload: { startsAt }, headers: client })).json(),
    ).toMatchObject({ statusCode: 409, code: 'MESSAGING_NOT_CLIENT_BOOKING' });
    expect((await messaging('cancelBooking', { url: `${bookingUrl}/cancel`, headers: other })).statusCode).toBe(404);
    const cancelled = await messaging('cancelMeeting', { url: `${meetingUrl}/cancel`, headers: team });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await messaging('cancelMeeting', { url: `${meetingUrl}/cancel`, headers: team })).statusCode).toBe(409);
  });

  it('messaging: files both ways through the gateway, a signed download, and deleting', async () => {
    const bearer = (principal: Parameters<typeof signTestToken>[1]) => signTestToken(keys, principal);
    const team = {
      authorization: `Bearer ${bearer({ sub: randomUUID(), email: 'morgan.lee@maplebuilders.ca', role: 'admin' })}`,
    };
    const messaging = (operationId: string, request: Parameters<typeof call>[2]) => call('messaging', operationId, request);
    const created = await call('onboarding', 'createClient', {
      url: '/admin/clients',
      payload: { businessName: 'File Bakery', contactName: 'Fay', email: 'fay@files.example', package: 'growth' },
      headers: team,
    });
    const clientId = created.json<{ client: { id: string } }>().client.id;
    const client = {
      authorization: `Bearer ${bearer({ sub: randomUUID(), email: 'fay@files.example', role: 'client', clientId })}`,
    };
    await vi.waitFor(
      async () =>
        expect((await messaging('listTeamFiles', { url: `/admin/clients/${clientId}/files`, headers: team })).statusCode).toBe(
          200,
        ),
      { timeout: 15_000, interval: 100 },
    );
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const body = multipartFile('file', 'Welcome pack.pdf', 'application/pdf', pdf);
    // Two MiB, over the gateway's usual body limit: the upload route's own limit lets it through.
    const shared = await messaging('uploadTeamFile', {
      url: `/admin/clients/${clientId}/files`,
      payload: body.payload,
      headers: { ...team, ...body.headers },
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const fileId = shared.json<{ id: string }>().id;
    const html = multipartFile('file', 'invoice.pdf', 'application/pdf', Buffer.from('<html><script>1</script></html>'));
    expect(
      (
        await messaging('uploadClientFile', {
          url: '/client/files',
          payload: html.payload,
          headers: { ...client, ...html.headers },
        })
      ).statusCode,
    ).toBe(415);
    const logo = multipartFile('file', 'logo.txt', 'text/plain', Buffer.from('our logo, in words'));
    const fromClient = await messaging('uploadClientFile', {
      url: '/client/files',
      payload: logo.payload,
      headers: { ...client, ...logo.headers },
    });
    expect(fromClient.statusCode).toBe(201);
    const list = await messaging('listClientFiles', { url: '/client/files', headers: client });
    expect(list.json<{ files: Array<{ id: string }> }>().files.map((file) => file.id)).toEqual([
      fromClient.json<{ id: string }>().id,
      fileId,
    ]);
    const link = await messaging('clientFileLink', { url: `/client/files/${fileId}/link`, headers: client });
    const url = link.json<{ url: string }>().url;
    expect(url.startsWith('/api/messaging/files/')).toBe(true);
    const got = await messaging('downloadFile', { url: url.replace('/api/messaging', '') });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(pdf)).toBe(true);
    expect(got.headers['content-disposition']).toContain("filename*=UTF-8''Welcome%20pack.pdf");
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const teamLink = await messaging('teamFileLink', { url: `/admin/clients/${clientId}/files/${fileId}/link`, headers: team });
    expect(teamLink.statusCode).toBe(200);
    expect((await messaging('deleteClientFile', { url: `/client/files/${fileId}`, headers: client })).statusCode).toBe(403);
    expect(
      (await messaging('deleteTeamFile', { url: `/admin/clients/${clientId}/files/${fileId}`, headers: team })).statusCode,
    ).toBe(204);
    expect(
      (await messaging('deleteClientFile', { url: `/client/files/${fromClient.json<{ id: string }>().id}`, headers: client }))
        .statusCode,
    ).toBe(204);
    expect((await messaging('listTeamFiles', { url: `/admin/clients/${clientId}/files`, headers: team })).json()).toMatchObject({
      files: [],
      usedBytes: 0,
    });
  });
});
