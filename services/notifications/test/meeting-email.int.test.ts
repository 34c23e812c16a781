import { describe, expect, it } from 'vitest';
import { meetingCancelledDurable, meetingUpdatedDurable } from '../src/modules/meetings/meetings.module.js';
import { meetingUid } from '../src/modules/meetings/meeting-email.js';
import { meetingEvent, notificationsTestService, teamEmail } from './support.js';

const t = await notificationsTestService();
const { mail, publish, expectRedeliveryAddsNothing, deliveriesFor, consumerCaughtUp } = t;

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
      expect.arrayContaining(['METHOD:REQUEST', `UID:${meetingUid(meetingId)}`, 'SEQUENCE:0', 'DTSTART:20261201T163000Z']),
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
      expect.arrayContaining(['METHOD:REQUEST', `UID:${meetingUid(meetingId)}`, 'SEQUENCE:1', 'DTSTART:20261202T170000Z']),
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
