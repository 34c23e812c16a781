import { describe, expect, it } from 'vitest';
import { mailFrom, notificationsTestService, teamEmail, teamInvitationEvent, eventually } from './support.js';

const t = await notificationsTestService();
const { mail, publish, expectRedeliveryAddsNothing, deliveriesFor, storedBodyOf } = t;

describe('the invitation e-mail to a person invited to the team', () => {
  it('sends the invited address the single-use link, who invited them, as what and until when', async () => {
    const event = teamInvitationEvent();
    const { email, acceptUrl } = event.data;
    await publish(event);
    const sent = await mail.waitFor(event.id, 'team.invitation');

    expect(sent.to).toEqual([email]);
    expect(sent.headers.from).toBe(mailFrom);
    expect(sent.replyTo).toBe(teamEmail);
    expect(sent.subject).toBe('You are invited to join the Maple Builders team');
    expect(sent.text).toMatch(/^Hello Sam Student,\n/);
    expect(sent.text).toContain('Morgan Mentor invited you to join the Maple Builders team as a member (student).');
    expect(sent.text).toContain(`\n  ${acceptUrl}\n`);
    expect(sent.text).toContain('The link works once, until Friday 27 November 2026, 11:04 AM MST (America/Edmonton).');
    expect(sent.text).not.toContain('no longer works');

    await eventually(async () => expect((await deliveriesFor(event.id))[0]?.status).toBe('sent'));
    const [delivery] = await deliveriesFor(event.id);
    expect(delivery).toMatchObject({ kind: 'team.invitation', toAddress: email });
    // The link is a way into the team: the log keeps no copy once the e-mail is out.
    expect(await storedBodyOf(event.id, 'team.invitation')).toEqual({ textBody: '', htmlBody: null });
  });

  it('says a resent invitation replaces the link sent before', async () => {
    const event = teamInvitationEvent({ resent: true, role: 'admin' });
    await publish(event);
    const sent = await mail.waitFor(event.id, 'team.invitation');
    expect(sent.text).toContain('as an admin (mentor).');
    expect(sent.text).toContain('This is a new link: any link we sent you before no longer works.');
  });

  it('adds nothing when the same event is delivered again', async () => {
    const event = teamInvitationEvent();
    await publish(event);
    await mail.waitFor(event.id, 'team.invitation');
    await expectRedeliveryAddsNothing(event, 'notifications--team-invitation', 1);
  });
});
