import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  meetingCancelledDurable,
  meetingScheduledDurable,
  meetingUpdatedDurable,
} from '../src/modules/meetings/meetings.module.js';
import { meetingUid } from '../src/modules/meetings/meeting-email.js';
import { eventually, meetingEvent, notificationsTestService, teamEmail } from './support.js';

const t = await notificationsTestService();
const { mail, publish, expectRedeliveryAddsNothing, deliveriesFor, consumerCaughtUp } = t;

/** An event of identity's, as it records them. */
const identityEvent = (type: string, data: object, actor: object = { kind: 'system' }) => ({
  id: randomUUID(),
  type,
  occurredAt: '2026-11-20T10:00:00.000Z',
  source: 'identity',
  correlationId: `identity-${randomUUID().slice(0, 8)}`,
  causationId: null,
  actor,
  data,
});

/** A teammate and a client known to notifications from identity's events, each with the zone they chose. */
async function knownPeople() {
  const hostId = randomUUID();
  const clientId = randomUUID();
  const hostEmail = `morgan.${hostId.slice(0, 8)}@maple.example`;
  const member = { userId: hostId, email: hostEmail, name: 'Morgan Mentor', role: 'admin', status: 'active' };
  await publish(identityEvent('identity.team-member.signed-in.v1', { member, signedInAt: '2026-11-20T10:00:00.000Z' }));
  await publish(
    identityEvent('identity.account.time-zone-changed.v1', {
      userId: hostId,
      timeZone: 'America/Vancouver',
      changedAt: '2026-11-20T10:01:00.000Z',
    }),
  );
  await publish(
    identityEvent('identity.account.time-zone-changed.v1', {
      userId: randomUUID(),
      clientId,
      timeZone: 'America/Toronto',
      changedAt: '2026-11-20T10:02:00.000Z',
    }),
  );
  await eventually(async () => {
    expect(await t.sql('SELECT user_id FROM team_contacts WHERE user_id = :hostId', { hostId })).toHaveLength(1);
    expect(
      await t.sql('SELECT user_id FROM account_time_zones WHERE user_id = :hostId OR client_id = :clientId', {
        hostId,
        clientId,
      }),
    ).toHaveLength(2);
  });
  return { hostId, clientId, hostEmail };
}

const asClient = (clientId: string) => ({ kind: 'client', id: clientId, userId: randomUUID() });

describe('the zones and recipients of a meeting’s e-mails', () => {
  it('write to the client in its zone and to the call’s teammate at their address in theirs, once each, naming both in the entry', async () => {
    const { hostId, clientId, hostEmail } = await knownPeople();
    const booked = { ...meetingEvent('scheduled', { clientId, hostId }), actor: asClient(clientId) };
    await publish(booked);
    const toClient = await mail.waitFor(booked.id, 'meeting.scheduled');
    expect(toClient.text).toContain('Tuesday 1 December 2026, 11:30 AM EST (America/Toronto), 30 minutes');
    expect(calendarLines(toClient.attachments[0]!.content)).toEqual(
      expect.arrayContaining(['TZID:America/Toronto', 'DTSTART;TZID=America/Toronto:20261201T113000']),
    );
    const toHost = await mail.waitFor(booked.id, 'meeting.scheduled.team');
    expect(toHost.to).toEqual([hostEmail]);
    expect(toHost.subject).toBe('Prairie Bakery booked a call: Scheduled Call');
    expect(toHost.text).toContain('Hello Morgan Mentor,');
    expect(toHost.text).toContain('Tuesday 1 December 2026, 8:30 AM PST (America/Vancouver), 30 minutes');
    expect(calendarLines(toHost.attachments[0]!.content)).toEqual(
      expect.arrayContaining(['TZID:America/Vancouver', 'DTSTART;TZID=America/Vancouver:20261201T083000']),
    );
    const attendees = calendarLines(toHost.attachments[0]!.content).filter((line) => line.startsWith('ATTENDEE'));
    expect(attendees.map((line) => /CN="?([^";:]+)/.exec(line)?.[1])).toEqual(['Jane Doe', 'Morgan Mentor']);
    await expectRedeliveryAddsNothing(booked, meetingScheduledDurable, 2);

    const moved = {
      ...meetingEvent('updated', { clientId, hostId, scheduledAt: '2026-12-02T17:00:00.000Z' }),
      actor: asClient(clientId),
    };
    await publish(moved);
    const movedToHost = await mail.waitFor(moved.id, 'meeting.updated.team');
    expect(movedToHost.to).toEqual([hostEmail]);
    expect(movedToHost.text).toContain('Wednesday 2 December 2026, 9:00 AM PST (America/Vancouver)');
    await expectRedeliveryAddsNothing(moved, meetingUpdatedDurable, 2);

    const cancelled = { ...meetingEvent('cancelled', { clientId, hostId }), actor: asClient(clientId) };
    await publish(cancelled);
    expect((await mail.waitFor(cancelled.id, 'meeting.cancelled.team')).subject).toBe(
      'Prairie Bakery cancelled their call: Scheduled Call',
    );
    await expectRedeliveryAddsNothing(cancelled, meetingCancelledDurable, 2);
  });

  it('write to the team’s inbox in the agency’s zone, named, when the call’s teammate is not known', async () => {
    const booked = { ...meetingEvent('scheduled'), actor: asClient(randomUUID()) };
    await publish(booked);
    const toTeam = await mail.waitFor(booked.id, 'meeting.scheduled.team');
    expect(toTeam.to).toEqual([teamEmail]);
    expect(toTeam.text).toContain('Tuesday 1 December 2026, 9:30 AM MST (America/Edmonton)');
    expect((await mail.waitFor(booked.id, 'meeting.scheduled')).text).toContain('9:30 AM MST (America/Edmonton)');
  });

  it('tell the team nothing of a change the team made itself', async () => {
    const moved = meetingEvent('updated');
    await publish(moved);
    await mail.waitFor(moved.id, 'meeting.updated');
    await consumerCaughtUp();
    expect((await deliveriesFor(moved.id)).map((row) => row.kind)).toEqual(['meeting.updated']);
  });
});

const calendarLines = (content: string) => content.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('the e-mails about a client’s meeting', () => {
  it('send a booked call’s entry (REQUEST), its move (same UID, next SEQUENCE) and its cancellation (CANCEL)', async () => {
    const booked = meetingEvent('scheduled');
    const { meetingId, clientEmail } = booked.data;
    await publish(booked);
    const first = await mail.waitFor(booked.id, 'meeting.scheduled');
    expect(first.to).toEqual([clientEmail]);
    expect(first.replyTo).toBe(teamEmail);
    expect(first.subject).toBe('Your call with Maple Builders is booked: Scheduled Call');
    expect(first.attachments).toHaveLength(1);
    expect(first.attachments[0]).toMatchObject({ filename: 'meeting.ics', contentType: 'text/calendar' });
    expect(calendarLines(first.attachments[0]!.content)).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        `UID:${meetingUid(meetingId)}`,
        'SEQUENCE:0',
        'DTSTART;TZID=America/Edmonton:20261201T093000',
      ]),
    );

    const moved = meetingEvent('updated', {
      meetingId,
      clientEmail,
      sequence: 1,
      scheduledAt: '2026-12-02T17:00:00.000Z',
      videoUrl: 'https://meet.example.com/prairie',
    });
    await publish(moved);
    const second = await mail.waitFor(moved.id, 'meeting.updated');
    expect(second.text).toContain('Join: https://meet.example.com/prairie');
    expect(calendarLines(second.attachments[0]!.content)).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        `UID:${meetingUid(meetingId)}`,
        'SEQUENCE:1',
        'DTSTART;TZID=America/Edmonton:20261202T100000',
      ]),
    );

    const cancelled = meetingEvent('cancelled', { meetingId, clientEmail, sequence: 2 });
    await publish(cancelled);
    const third = await mail.waitFor(cancelled.id, 'meeting.cancelled');
    expect(third.headers['content-type'] ?? '').toMatch(/multipart/);
    expect(calendarLines(third.attachments[0]!.content)).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', `UID:${meetingUid(meetingId)}`, 'SEQUENCE:2']),
    );
    expect((await deliveriesFor(cancelled.id))[0]).toMatchObject({
      kind: 'meeting.cancelled',
      reference: `meeting:${meetingId}`,
    });
  });

  it('send one e-mail for an event delivered twice', async () => {
    const moved = meetingEvent('updated');
    await publish(moved);
    await mail.waitFor(moved.id, 'meeting.updated');
    await expectRedeliveryAddsNothing(moved, meetingUpdatedDurable, 1);
    const cancelled = meetingEvent('cancelled');
    await publish(cancelled);
    await mail.waitFor(cancelled.id, 'meeting.cancelled');
    await expectRedeliveryAddsNothing(cancelled, meetingCancelledDurable, 1);
  });

  it('send nothing for a scheduled event from before meetings carried the client’s e-mail', async () => {
    const old = meetingEvent('scheduled');
    const {
      videoUrl: _v,
      bookedBy: _b,
      hostId: _h,
      sequence: _s,
      clientEmail: _c,
      contactName: _n,
      businessName: _bn,
      ...data
    } = old.data;
    await publish({ ...old, data });
    await consumerCaughtUp();
    expect(await deliveriesFor(old.id)).toEqual([]);
  });
});
