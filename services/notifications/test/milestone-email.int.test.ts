import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { milestoneDoneDurable } from '../src/modules/milestones/milestones.module.js';
import { eventually, mailFrom, notificationsTestService, publicOrigin, teamEmail } from './support.js';

const t = await notificationsTestService();
const { mail, publish, expectRedeliveryAddsNothing, deliveriesFor, consumerCaughtUp } = t;

/** onboarding.milestone.updated.v1 as onboarding records it: the team marked Kickoff done, with a note. */
function milestoneUpdatedEvent(data: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    type: 'onboarding.milestone.updated.v1',
    occurredAt: '2026-11-26T17:10:00.000Z',
    source: 'onboarding',
    correlationId: `req-${randomUUID().slice(0, 8)}`,
    causationId: null,
    actor: { kind: 'team', id: randomUUID(), name: 'Morgan Mentor', role: 'admin' },
    data: {
      clientId: randomUUID(),
      label: 'Prairie Bakery',
      email: `jane.${randomUUID().slice(0, 8)}@prairiebakery.ca`,
      contactName: 'Jane Doe',
      milestoneId: randomUUID(),
      name: 'Kickoff',
      position: 1,
      plannedOn: '2026-11-23',
      doneOn: '2026-11-26',
      note: 'We agreed on the pages.',
      before: { plannedOn: '2026-11-23', doneOn: null, note: '' },
      completed: true,
      updatedAt: '2026-11-26T17:10:00.000Z',
      ...data,
    },
  };
}

describe('the e-mail to a client when a milestone of its plan is done', () => {
  it('tells the client which milestone, with the note and the link to its dashboard', async () => {
    const event = milestoneUpdatedEvent();
    await publish(event);
    const sent = await mail.waitFor(event.id, 'milestone.done');
    expect(sent.to).toEqual([event.data.email]);
    expect(sent.headers.from).toBe(mailFrom);
    expect(sent.replyTo).toBe(teamEmail);
    expect(sent.subject).toBe('Maple Builders: Kickoff is done');
    for (const part of [
      '"Kickoff" is done (November 26, 2026)',
      '  We agreed on the pages.\n',
      `  ${publicOrigin}/onboarding/dashboard\n`,
    ]) {
      expect(sent.text).toContain(part);
    }
    await eventually(async () =>
      expect((await deliveriesFor(event.id))[0]).toMatchObject({
        kind: 'milestone.done',
        status: 'sent',
        reference: `milestone:${event.data.milestoneId}`,
      }),
    );
  });

  it('sends one e-mail when the same event is delivered twice', async () => {
    const event = milestoneUpdatedEvent();
    await publish(event);
    await mail.waitFor(event.id, 'milestone.done');
    await expectRedeliveryAddsNothing(event, milestoneDoneDurable, 1);
  });

  it('sends nothing for a change that did not mark the milestone done', async () => {
    const moved = milestoneUpdatedEvent({
      completed: false,
      doneOn: null,
      plannedOn: '2026-12-01',
      before: { plannedOn: '2026-11-23', doneOn: null, note: '' },
    });
    await publish(moved);
    const done = milestoneUpdatedEvent();
    await publish(done);
    await mail.waitFor(done.id, 'milestone.done');
    await consumerCaughtUp();
    expect(await deliveriesFor(moved.id)).toEqual([]);
    expect(mail.allFor(moved.id)).toEqual([]);
  });
});
