import { describe, expect, it } from 'vitest';
import { messagingTestService } from './support.js';

const t = await messagingTestService();

interface Meeting {
  id: string;
  clientId: string;
  title: string;
  description: string | null;
  scheduledAt: string;
  durationMinutes: number;
  status: string;
  createdAt: string;
}

describe('Schedule Call', () => {
  it('creates a 30-minute Scheduled Call 24 hours ahead, scheduled, and publishes it', async () => {
    const clientId = await t.addClient();
    const before = Date.now();
    const answer = await t.send('POST', `/admin/clients/${clientId}/meetings`, t.adminToken());
    const after = Date.now();
    expect(answer.statusCode).toBe(201);
    const meeting = answer.json<Meeting>();
    expect(meeting).toMatchObject({ clientId, title: 'Scheduled Call', durationMinutes: 30, status: 'scheduled' });
    const ahead = new Date(meeting.scheduledAt).getTime() - new Date(meeting.createdAt).getTime();
    expect(ahead).toBe(24 * 3600 * 1000);
    expect(new Date(meeting.createdAt).getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(new Date(meeting.createdAt).getTime()).toBeLessThanOrEqual(after + 5);
    const [event] = await t.eventsOf('messaging.meeting.scheduled.v1');
    expect(event?.envelope.data).toMatchObject({ meetingId: meeting.id, clientId, title: 'Scheduled Call', durationMinutes: 30 });
  });

  it('shows in the client’s Upcoming Meetings, earliest first, and in no other client’s', async () => {
    const clientId = await t.addClient();
    const other = await t.addClient();
    const first = (await t.send('POST', `/admin/clients/${clientId}/meetings`, t.adminToken())).json<Meeting>();
    const second = (await t.send('POST', `/admin/clients/${clientId}/meetings`, t.adminToken())).json<Meeting>();
    const mine = await t.send('GET', '/client/meetings', t.clientToken(clientId));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ meetings: [first, second] });
    expect((await t.send('GET', '/client/meetings', t.clientToken(other))).json()).toEqual({ meetings: [] });
    expect((await t.send('GET', `/admin/clients/${clientId}/meetings`, t.adminToken())).json()).toEqual({
      meetings: [first, second],
    });
  });

  it('is the team’s alone, and answers 404 for a client not known, creating nothing', async () => {
    const clientId = await t.addClient();
    expect((await t.send('POST', `/admin/clients/${clientId}/meetings`, t.clientToken(clientId))).statusCode).toBe(403);
    expect((await t.send('POST', `/admin/clients/${clientId}/meetings`, undefined)).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000077';
    expect((await t.send('POST', `/admin/clients/${unknown}/meetings`, t.adminToken())).statusCode).toBe(404);
    expect(await t.count('meetings')).toBe(0);
  });
});
