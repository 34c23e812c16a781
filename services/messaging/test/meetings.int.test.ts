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
  it('creates a 30-minute Scheduled Call at the next slot of the team’s hours at least 24 hours ahead, and publishes it', async () => {
    const clientId = await t.addClient();
    const before = Date.now();
    const answer = await t.send('POST', `/admin/clients/${clientId}/meetings`, t.adminToken());
    const after = Date.now();
    expect(answer.statusCode).toBe(201);
    const meeting = answer.json<Meeting>();
    expect(meeting).toMatchObject({ clientId, title: 'Scheduled Call', durationMinutes: 30, status: 'scheduled' });
    const ahead = new Date(meeting.scheduledAt).getTime() - new Date(meeting.createdAt).getTime();
    // The team's hours (the defaults): weekdays 9:00 to 17:00 in Edmonton, at least 24 hours' notice.
    expect(ahead).toBeGreaterThanOrEqual(24 * 3600 * 1000);
    expect(ahead).toBeLessThanOrEqual(4 * 24 * 3600 * 1000);
    const wall = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Edmonton',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(meeting.scheduledAt));
    const [weekday, clock] = wall.split(' ');
    expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(weekday);
    expect(clock! >= '09:00' && clock! <= '16:30').toBe(true);
    expect(Number(clock!.slice(3)) % 30).toBe(0);
    expect(new Date(meeting.createdAt).getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(new Date(meeting.createdAt).getTime()).toBeLessThanOrEqual(after + 5);
    const [event] = await t.eventsOf('messaging.meeting.scheduled.v1');
    expect(event?.envelope.data).toMatchObject({ meetingId: meeting.id, clientId, title: 'Scheduled Call', durationMinutes: 30 });
  });

  it('proposes the next slot the team member is free at, not one taken by their other call', async () => {
    const clientId = await t.addClient();
    const admin = t.adminToken();
    const first = (await t.send('POST', `/admin/clients/${clientId}/meetings`, admin)).json<Meeting>();
    const second = (await t.send('POST', `/admin/clients/${clientId}/meetings`, admin)).json<Meeting>();
    expect(new Date(second.scheduledAt).getTime()).toBeGreaterThanOrEqual(new Date(first.scheduledAt).getTime() + 30 * 60_000);
  });

  it('tells a client and the team the team’s hours from the configuration', async () => {
    const clientId = await t.addClient();
    for (const token of [t.clientToken(clientId), t.adminToken()]) {
      const answer = await t.send('GET', '/team-hours', token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        timeZone: 'America/Edmonton',
        dayStart: '09:00',
        dayEnd: '17:00',
        weekdays: [1, 2, 3, 4, 5],
      });
    }
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
