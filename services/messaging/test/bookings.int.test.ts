import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signTestToken } from '@agency/kit/testing';
import { messagingTestService } from './support.js';

const t = await messagingTestService();

interface Meeting {
  id: string;
  clientId: string;
  title: string;
  scheduledAt: string;
  durationMinutes: number;
  status: string;
  videoUrl: string | null;
  bookedBy: 'team' | 'client';
}
interface Slots {
  timeZone: string;
  slots: { startsAt: string; endsAt: string }[];
}

const member = () => signTestToken(t.keys, t.principals.member);

const slotsOf = async (clientId: string) => {
  const answer = await t.send('GET', '/client/meetings/slots', t.clientToken(clientId));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Slots>();
};

const book = (clientId: string, startsAt: string) =>
  t.send('POST', '/client/meetings/bookings', t.clientToken(clientId), { startsAt });

const hostOf = async (meetingId: string) =>
  (await t.sql<{ hostId: string | null }>('SELECT host_id FROM meetings WHERE id = :meetingId', { meetingId }))[0]?.hostId;

/** A call the client booked, put straight into the table at `scheduledAt` (to test the notice rule). */
async function bookedAt(clientId: string, scheduledAt: Date, hostId: string) {
  const id = randomUUID();
  await t.sql(
    `INSERT INTO meetings (id, client_id, title, scheduled_at, duration_minutes, status, created_at, booked_by, host_id)
     VALUES (:id, :clientId, 'Scheduled Call', :scheduledAt, 30, 'scheduled', now(), 'client', :hostId)`,
    { id, clientId, scheduledAt, hostId },
  );
  return id;
}

describe('the slots a client can book', () => {
  it('are 30-minute weekday slots at least 24 hours ahead within 14 days, for the client and the team, none without a team', async () => {
    const clientId = await t.addClient();
    expect((await slotsOf(clientId)).slots).toEqual([]);
    await t.addTeamMember();
    const { timeZone, slots } = await slotsOf(clientId);
    expect(timeZone).toBe('America/Edmonton');
    expect(slots.length).toBeGreaterThan(0);
    const first = new Date(slots[0]!.startsAt).getTime();
    expect(first).toBeGreaterThanOrEqual(Date.now() + 24 * 3_600_000 - 60_000);
    expect(new Date(slots.at(-1)!.startsAt).getTime()).toBeLessThan(Date.now() + 14 * 86_400_000);
    for (const slot of slots) expect(new Date(slot.endsAt).getTime() - new Date(slot.startsAt).getTime()).toBe(30 * 60_000);
    const team = await t.send('GET', `/admin/clients/${clientId}/meetings/slots`, member());
    expect(team.statusCode).toBe(200);
    expect(team.json<Slots>().slots).toEqual(slots);
  });

  it('are the client’s own and the team’s alone to read', async () => {
    const clientId = await t.addClient();
    expect((await t.send('GET', '/client/meetings/slots', undefined)).statusCode).toBe(401);
    expect((await t.send('GET', '/client/meetings/slots', t.adminToken())).statusCode).toBe(403);
    expect((await t.send('GET', '/client/meetings/slots', t.clientToken(clientId, 'onboarding'))).statusCode).toBe(403);
    expect((await t.send('GET', `/admin/clients/${clientId}/meetings/slots`, t.clientToken(clientId))).statusCode).toBe(403);
    expect((await t.send('GET', `/admin/clients/${clientId}/meetings/slots`, undefined)).statusCode).toBe(401);
    expect((await t.send('GET', '/client/meetings/slots', t.clientToken(randomUUID()))).statusCode).toBe(404);
  });
});

describe('a client booking a call', () => {
  it('books an offered slot with its project manager first, publishes it, and the slot leaves the offer', async () => {
    const clientId = await t.addClient({ businessName: 'Prairie Bakery' });
    const other = await t.addTeamMember({ name: 'Aaron Other' });
    const manager = await t.addTeamMember({ name: 'Zoe Manager', projectManagerOf: clientId });
    const { slots } = await slotsOf(clientId);
    const answer = await book(clientId, slots[0]!.startsAt);
    expect(answer.statusCode, answer.body).toBe(201);
    const meeting = answer.json<Meeting>();
    expect(meeting).toMatchObject({
      clientId,
      scheduledAt: slots[0]!.startsAt,
      durationMinutes: 30,
      bookedBy: 'client',
      status: 'scheduled',
    });
    expect(await hostOf(meeting.id)).toBe(manager);
    const [event] = await t.eventsOf('messaging.meeting.scheduled.v1');
    expect(event?.envelope.data).toMatchObject({
      meetingId: meeting.id,
      bookedBy: 'client',
      hostId: manager,
      sequence: 0,
      businessName: 'Prairie Bakery',
    });
    expect(event?.envelope.actor).toMatchObject({ kind: 'client', id: clientId });
    // Another client's call in that slot goes to the other member; a third finds the slot gone.
    const second = await t.addClient();
    expect((await slotsOf(second)).slots[0]).toEqual(slots[0]);
    const theirs = await book(second, slots[0]!.startsAt);
    expect(theirs.statusCode).toBe(201);
    expect(await hostOf(theirs.json<Meeting>().id)).toBe(other);
    const third = await t.addClient();
    expect((await slotsOf(third)).slots[0]).toEqual(slots[1]);
    expect((await book(third, slots[0]!.startsAt)).json()).toMatchObject({ statusCode: 409, code: 'MESSAGING_SLOT_TAKEN' });
    expect((await t.send('GET', '/client/meetings', t.clientToken(clientId))).json()).toEqual({ meetings: [meeting] });
  });

  it('gives one of two racing bookings of a slot with one team member, and the other 409', async () => {
    await t.addTeamMember();
    const clients = [await t.addClient(), await t.addClient(), await t.addClient()];
    const { slots } = await slotsOf(clients[0]!);
    const answers = await Promise.all(clients.map((clientId) => book(clientId, slots[2]!.startsAt)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await t.count('meetings')).toBe(1);
    expect(await t.eventsOf('messaging.meeting.scheduled.v1')).toHaveLength(1);
  });

  it('is kept by a unique index on the team member and start, even written around the service', async () => {
    const clientId = await t.addClient();
    const host = await t.addTeamMember();
    const at = new Date(Date.now() + 3 * 86_400_000);
    await bookedAt(clientId, at, host);
    await expect(bookedAt(clientId, at, host)).rejects.toThrow(/meetings_host_slot/);
  });

  it('counts the team member’s own meetings as busy', async () => {
    const clientId = await t.addClient();
    const host = await t.addTeamMember();
    const { slots } = await slotsOf(clientId);
    await bookedAt(await t.addClient(), new Date(new Date(slots[0]!.startsAt).getTime() - 15 * 60_000), host);
    const after = await slotsOf(clientId);
    // 15 minutes before the first slot, for 30: the first slot is busy, the next is not.
    expect(after.slots[0]).toEqual(slots[1]);
  });

  it('refuses a time that is not an offered slot, bad input and other roles, storing nothing', async () => {
    const clientId = await t.addClient();
    await t.addTeamMember();
    const { slots } = await slotsOf(clientId);
    const offByTen = new Date(new Date(slots[0]!.startsAt).getTime() + 10 * 60_000).toISOString();
    expect((await book(clientId, offByTen)).json()).toMatchObject({ statusCode: 400, code: 'MESSAGING_SLOT_NOT_OFFERED' });
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    expect((await book(clientId, soon)).statusCode).toBe(400);
    expect((await book(clientId, 'tomorrow')).statusCode).toBe(400);
    const extra = await t.send('POST', '/client/meetings/bookings', t.clientToken(clientId), {
      startsAt: slots[0]!.startsAt,
      hostId: randomUUID(),
    });
    expect(extra.statusCode).toBe(400);
    expect((await t.send('POST', '/client/meetings/bookings', undefined, { startsAt: slots[0]!.startsAt })).statusCode).toBe(401);
    expect((await t.send('POST', '/client/meetings/bookings', t.adminToken(), { startsAt: slots[0]!.startsAt })).statusCode).toBe(
      403,
    );
    expect((await t.send('POST', '/client/meetings/bookings', t.adminToken(), { nonsense: 1 })).statusCode).toBe(403);
    expect(await t.count('meetings')).toBe(0);
    expect(await t.count('outbox_events')).toBe(0);
  });
});

describe('one client’s calls', () => {
  it('never overlap: a slot it holds is not offered to it again and booking it again is a 409, whoever else is free', async () => {
    const clientId = await t.addClient();
    for (let i = 0; i < 3; i += 1) await t.addTeamMember();
    const { slots } = await slotsOf(clientId);
    expect((await book(clientId, slots[0]!.startsAt)).statusCode).toBe(201);
    const again = await book(clientId, slots[0]!.startsAt);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      code: 'MESSAGING_BOOKING_OVERLAPS',
      message: expect.any(String),
      requestId: expect.any(String),
    });
    expect((await slotsOf(clientId)).slots).toEqual(slots.slice(1));
    // Another client is still offered the slot, with two team members free in it.
    expect((await slotsOf(await t.addClient())).slots[0]).toEqual(slots[0]);
    // The team's own meeting with the client counts too: moved a quarter-hour later, it covers two slots back to back
    // (found in the list, as the time of day decides where a day's last slot falls).
    const halfHour = 30 * 60_000;
    const first = slots.findIndex(
      (slot, index) => index >= 1 && Date.parse(slots[index + 1]?.startsAt ?? '') - Date.parse(slot.startsAt) === halfHour,
    );
    expect(first).toBeGreaterThan(0);
    const [covered, next] = [slots[first]!, slots[first + 1]!];
    const teamCall = await bookedAt(clientId, new Date(covered.startsAt), await t.addTeamMember());
    await t.sql(
      "UPDATE meetings SET booked_by = 'team', scheduled_at = scheduled_at + interval '15 minutes' WHERE id = :teamCall",
      {
        teamCall,
      },
    );
    const offered = (await slotsOf(clientId)).slots.map((slot) => slot.startsAt);
    expect(offered).not.toContain(covered.startsAt);
    expect(offered).not.toContain(next.startsAt);
    expect((await book(clientId, next.startsAt)).json()).toMatchObject({ code: 'MESSAGING_BOOKING_OVERLAPS' });
    expect(await t.eventsOf('messaging.meeting.scheduled.v1')).toHaveLength(1);
  });

  it('booked by the client itself are at most two not yet had, then 409 until one is cancelled; a past one is not counted', async () => {
    const clientId = await t.addClient();
    await t.addTeamMember();
    const { slots } = await slotsOf(clientId);
    const first = await book(clientId, slots[0]!.startsAt);
    expect((await book(clientId, slots[1]!.startsAt)).statusCode).toBe(201);
    const third = await book(clientId, slots[2]!.startsAt);
    expect(third.json()).toMatchObject({
      statusCode: 409,
      code: 'MESSAGING_BOOKING_LIMIT_REACHED',
      requestId: expect.any(String),
    });
    expect(await t.eventsOf('messaging.meeting.scheduled.v1')).toHaveLength(2);
    // Moving one of them is no new call.
    const moved = await t.send(
      'POST',
      `/client/meetings/bookings/${first.json<Meeting>().id}/reschedule`,
      t.clientToken(clientId),
      {
        startsAt: slots[5]!.startsAt,
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    // Nor can a move land on another of its calls.
    const onto = await t.send(
      'POST',
      `/client/meetings/bookings/${first.json<Meeting>().id}/reschedule`,
      t.clientToken(clientId),
      {
        startsAt: slots[1]!.startsAt,
      },
    );
    expect(onto.json()).toMatchObject({ statusCode: 409, code: 'MESSAGING_BOOKING_OVERLAPS' });
    await t.send('POST', `/client/meetings/bookings/${first.json<Meeting>().id}/cancel`, t.clientToken(clientId));
    // A past call of its own does not count.
    await bookedAt(clientId, new Date(Date.now() - 3 * 86_400_000), await t.addTeamMember());
    expect((await book(clientId, slots[2]!.startsAt)).statusCode).toBe(201);
    expect((await book(clientId, slots[6]!.startsAt)).json()).toMatchObject({ code: 'MESSAGING_BOOKING_LIMIT_REACHED' });
  });

  it('booked at once by one client pass one at a time: of eight slots in a row with eight team members, two are booked', async () => {
    const clientId = await t.addClient();
    for (let i = 0; i < 8; i += 1) await t.addTeamMember();
    const { slots } = await slotsOf(clientId);
    const answers = await Promise.all([
      ...slots.slice(0, 8).map((slot) => book(clientId, slot.startsAt)),
      book(clientId, slots[0]!.startsAt),
      book(clientId, slots[0]!.startsAt),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 409)).toBe(true);
    const held = await t.sql<{ scheduledAt: string }>(
      "SELECT scheduled_at FROM meetings WHERE client_id = :clientId AND status <> 'cancelled' ORDER BY scheduled_at",
      { clientId },
    );
    expect(held).toHaveLength(2);
    expect(new Set(held.map((row) => row.scheduledAt)).size).toBe(2);
  });

  it('are limited by BOOKING_MAX_UPCOMING_CALLS', async () => {
    const one = await t.another({ BOOKING_MAX_UPCOMING_CALLS: '1' });
    try {
      const clientId = await t.addClient();
      await t.addTeamMember();
      const { slots } = await slotsOf(clientId);
      const bookOne = (startsAt: string) =>
        one.app.inject({
          method: 'POST',
          url: '/client/meetings/bookings',
          headers: { authorization: `Bearer ${t.clientToken(clientId)}` },
          payload: { startsAt },
        });
      expect((await bookOne(slots[0]!.startsAt)).statusCode).toBe(201);
      expect((await bookOne(slots[2]!.startsAt)).json()).toMatchObject({
        statusCode: 409,
        code: 'MESSAGING_BOOKING_LIMIT_REACHED',
      });
    } finally {
      await one.app.close();
    }
  });
});

describe('a client moving or cancelling its booked call', () => {
  it('moves it to another offered slot (one more sequence) and cancels it, kept in history', async () => {
    const clientId = await t.addClient();
    await t.addTeamMember();
    const { slots } = await slotsOf(clientId);
    const booked = (await book(clientId, slots[0]!.startsAt)).json<Meeting>();
    const moved = await t.send('POST', `/client/meetings/bookings/${booked.id}/reschedule`, t.clientToken(clientId), {
      startsAt: slots[3]!.startsAt,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Meeting>().scheduledAt).toBe(slots[3]!.startsAt);
    const [updated] = await t.eventsOf('messaging.meeting.updated.v1');
    expect(updated?.envelope.data).toMatchObject({
      meetingId: booked.id,
      sequence: 1,
      before: { scheduledAt: slots[0]!.startsAt },
    });
    // The old slot is free again.
    expect((await slotsOf(clientId)).slots[0]).toEqual(slots[0]);
    const cancelled = await t.send('POST', `/client/meetings/bookings/${booked.id}/cancel`, t.clientToken(clientId));
    expect(cancelled.json<Meeting>().status).toBe('cancelled');
    const [event] = await t.eventsOf('messaging.meeting.cancelled.v1');
    expect(event?.envelope.data).toMatchObject({ meetingId: booked.id, status: 'cancelled', sequence: 2 });
    expect(
      (await t.send('GET', '/client/meetings', t.clientToken(clientId))).json<{ meetings: Meeting[] }>().meetings,
    ).toHaveLength(1);
    const again = await t.send('POST', `/client/meetings/bookings/${booked.id}/cancel`, t.clientToken(clientId));
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'MESSAGING_MEETING_CANCELLED' });
  });

  it('is refused within the notice (409), for another client’s call (404) and for the team’s call (409)', async () => {
    const clientId = await t.addClient();
    const host = await t.addTeamMember();
    const soon = await bookedAt(clientId, new Date(Date.now() + 2 * 3_600_000), host);
    const late = await t.send('POST', `/client/meetings/bookings/${soon}/cancel`, t.clientToken(clientId));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'MESSAGING_BOOKING_NOTICE_PASSED' });
    const { slots } = await slotsOf(clientId);
    const lateMove = await t.send('POST', `/client/meetings/bookings/${soon}/reschedule`, t.clientToken(clientId), {
      startsAt: slots[0]!.startsAt,
    });
    expect(lateMove.json()).toMatchObject({ statusCode: 409, code: 'MESSAGING_BOOKING_NOTICE_PASSED' });
    const far = await bookedAt(clientId, new Date(Date.now() + 5 * 86_400_000), host);
    const intruder = await t.addClient();
    expect((await t.send('POST', `/client/meetings/bookings/${far}/cancel`, t.clientToken(intruder))).statusCode).toBe(404);
    expect((await t.send('POST', `/client/meetings/bookings/${far}/cancel`, t.adminToken())).statusCode).toBe(403);
    expect((await t.send('POST', `/client/meetings/bookings/${far}/cancel`, undefined)).statusCode).toBe(401);
    const teams = (await t.send('POST', `/admin/clients/${clientId}/meetings`, t.adminToken())).json<Meeting>();
    const notMine = await t.send('POST', `/client/meetings/bookings/${teams.id}/cancel`, t.clientToken(clientId));
    expect(notMine.json()).toMatchObject({ statusCode: 409, code: 'MESSAGING_NOT_CLIENT_BOOKING' });
    expect(await t.eventsOf('messaging.meeting.cancelled.v1')).toEqual([]);
  });
});

describe('the team changing a meeting', () => {
  it('edits its title, time, length and video link (one more sequence each time) and cancels it', async () => {
    const clientId = await t.addClient();
    const meeting = (await t.send('POST', `/admin/clients/${clientId}/meetings`, t.adminToken())).json<Meeting>();
    expect(meeting).toMatchObject({ videoUrl: null, bookedBy: 'team' });
    const url = `/admin/clients/${clientId}/meetings/${meeting.id}`;
    const change = {
      title: 'Design review',
      scheduledAt: '2030-01-15T17:00:00.000Z',
      durationMinutes: 45,
      videoUrl: 'https://meet.example.com/abc',
    };
    const edited = await t.send('PATCH', url, member(), change);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ ...change, status: 'scheduled' });
    const [event] = await t.eventsOf('messaging.meeting.updated.v1');
    expect(event?.envelope.data).toMatchObject({ ...change, sequence: 1, before: { title: 'Scheduled Call', videoUrl: null } });
    expect(event?.envelope.actor).toMatchObject({ kind: 'team', id: t.principals.member.sub, role: 'member' });
    // The same again changes nothing and publishes nothing; null removes the link.
    expect((await t.send('PATCH', url, member(), change)).statusCode).toBe(200);
    expect(await t.eventsOf('messaging.meeting.updated.v1')).toHaveLength(1);
    expect((await t.send('PATCH', url, member(), { videoUrl: null })).json<Meeting>().videoUrl).toBeNull();
    const cancelled = await t.send('POST', `${url}/cancel`, t.adminToken());
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', title: 'Design review' });
    const [cancel] = await t.eventsOf('messaging.meeting.cancelled.v1');
    expect(cancel?.envelope.data).toMatchObject({ sequence: 3, status: 'cancelled' });
    expect((await t.send('PATCH', url, member(), { title: 'Back' })).json()).toMatchObject({
      statusCode: 409,
      code: 'MESSAGING_MEETING_CANCELLED',
    });
    expect((await t.send('POST', `${url}/cancel`, member())).statusCode).toBe(409);
  });

  it('refuses bad input (a link not https, unknown fields), other roles and other clients, changing nothing; an empty change is no change', async () => {
    const clientId = await t.addClient();
    const other = await t.addClient();
    const meeting = (await t.send('POST', `/admin/clients/${clientId}/meetings`, t.adminToken())).json<Meeting>();
    const url = `/admin/clients/${clientId}/meetings/${meeting.id}`;
    for (const body of [
      { videoUrl: 'http://meet.example.com/x' },
      { videoUrl: 'javascript:alert(1)' },
      { status: 'completed' },
      { durationMinutes: 0 },
      { title: '  ' },
      { scheduledAt: 'soon' },
    ]) {
      const answer = await t.send('PATCH', url, t.adminToken(), body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const unchanged = await t.send('PATCH', url, t.adminToken(), {});
    expect([unchanged.statusCode, unchanged.json()]).toEqual([200, meeting]);
    expect((await t.send('PATCH', url, undefined, { title: 'x' })).statusCode).toBe(401);
    expect((await t.send('PATCH', url, t.clientToken(clientId), { title: 'x' })).statusCode).toBe(403);
    expect((await t.send('PATCH', url, t.clientToken(clientId), { nonsense: true })).statusCode).toBe(403);
    expect((await t.send('POST', `${url}/cancel`, t.clientToken(clientId))).statusCode).toBe(403);
    expect((await t.send('POST', `${url}/cancel`, undefined)).statusCode).toBe(401);
    const elsewhere = `/admin/clients/${other}/meetings/${meeting.id}`;
    expect((await t.send('PATCH', elsewhere, t.adminToken(), { title: 'x' })).json()).toMatchObject({
      statusCode: 404,
      code: 'MESSAGING_MEETING_NOT_FOUND',
    });
    expect((await t.send('POST', `${elsewhere}/cancel`, t.adminToken())).statusCode).toBe(404);
    expect(await t.eventsOf('messaging.meeting.updated.v1')).toEqual([]);
    expect(await t.eventsOf('messaging.meeting.cancelled.v1')).toEqual([]);
  });

  it('cannot put a team member’s two meetings at one start (409)', async () => {
    const clientId = await t.addClient();
    const host = await t.addTeamMember();
    const at = new Date(Date.now() + 4 * 86_400_000);
    await bookedAt(clientId, at, host);
    const other = await bookedAt(clientId, new Date(at.getTime() + 3_600_000), host);
    const answer = await t.send('PATCH', `/admin/clients/${clientId}/meetings/${other}`, t.adminToken(), {
      scheduledAt: at.toISOString(),
    });
    expect(answer.json()).toMatchObject({ statusCode: 409, code: 'MESSAGING_SLOT_TAKEN' });
  });
});
