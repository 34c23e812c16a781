import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent } from '@agency/contracts';
import { toAuditEntry } from './audit-entry.js';
import { eventCatalog } from './event-catalog.js';
import { withoutSecrets } from './secrets.js';
import { changeOf, subjectOf } from './subjects.js';

const envelope = (type: string, data: unknown, actor?: object) => ({
  id: '5b0e7c1e-8a53-4b55-9d1c-000000000001',
  type,
  occurredAt: '2026-11-20T10:00:00.000Z',
  source: type.split('.')[0]!,
  ...(actor && { actor }),
  data,
});

describe('the event catalog', () => {
  it('holds every event definition the contracts export, found at start', () => {
    const catalog = eventCatalog();
    expect(catalog.get('content.post.published.v1')?.stream).toBe('CONTENT');
    expect(catalog.get('identity.team-member.role-changed.v1')).toBeDefined();
  });

  it('picks up a definition it was never told about', () => {
    const widgetMade = defineEvent('leads.widget.made.v1', z.object({ widgetId: z.string() }));
    const catalog = eventCatalog({ leadsEvents: { widgetMade }, notAnEvent: 42, helpers: { f: () => 1 } });
    expect([...catalog.keys()]).toEqual(['leads.widget.made.v1']);
  });
});

describe('an entry', () => {
  const catalog = eventCatalog({
    leadsEvents: {
      statusChanged: defineEvent(
        'leads.inquiry.status-changed.v1',
        z.object({ inquiryId: z.string(), name: z.string(), previousStatus: z.string(), status: z.string() }),
      ),
    },
  });

  it('reads a status change, its record and its actor', () => {
    const entry = toAuditEntry(
      envelope(
        'leads.inquiry.status-changed.v1',
        { inquiryId: 'i-1', name: 'Ada Lovelace', previousStatus: 'pending', status: 'contacted' },
        { kind: 'team', id: 'u-1', name: 'Sam Student', role: 'member' },
      ) as never,
      catalog,
    );
    expect(entry).toMatchObject({
      known: true,
      action: 'inquiry.status-changed',
      actorKind: 'team',
      actorName: 'Sam Student',
      actorRole: 'member',
      subjectType: 'inquiry',
      subjectId: 'i-1',
      subjectLabel: 'Ada Lovelace',
      before: 'pending',
      after: 'contacted',
    });
  });

  it('takes a team actor from before roles to be an admin, and no actor to be the system', () => {
    const old = toAuditEntry(
      envelope('leads.inquiry.status-changed.v1', {}, { kind: 'team', id: 'u', name: 'morgan' }) as never,
      catalog,
    );
    expect(old).toMatchObject({ actorRole: 'admin', known: false });
    expect(toAuditEntry(envelope('leads.inquiry.status-changed.v1', {}) as never, catalog).actorKind).toBe('system');
  });

  it('cuts what would not fit the API’s bounds rather than refusing it', () => {
    const entry = toAuditEntry(
      envelope('leads.inquiry.noted.v1', {
        inquiryId: 'i'.repeat(300),
        title: 't'.repeat(5000),
        before: 'b'.repeat(900),
      }) as never,
      catalog,
    );
    expect([entry.subjectId?.length, entry.subjectLabel?.length, entry.before?.length]).toEqual([128, 1000, 200]);
  });
});

describe('secrets', () => {
  it('are dropped at any depth, in arrays too', () => {
    expect(
      withoutSecrets({
        resetUrl: 'https://x/#token=1',
        acceptUrl: 'u',
        confirmUrl: 'u',
        accessCode: { code: 'MB-1234AB', id: 'c-1' },
        refreshToken: 't',
        newPassword: 'p',
        clientSecret: 's',
        items: [{ code: 'x', name: 'kept' }],
        postalCode: 'T5J',
        email: 'kept@example.com',
      }),
    ).toEqual({ items: [{ name: 'kept' }], email: 'kept@example.com' });
  });
});

describe('a subject', () => {
  it('falls back to any id, or to the kind alone', () => {
    expect(subjectOf('gizmo', { ownerId: 'o-1', name: 'Thing' })).toEqual({ type: 'gizmo', id: 'o-1', label: 'Thing' });
    expect(subjectOf('gizmo', 'not an object')).toEqual({ type: 'gizmo', id: null, label: null });
  });

  it('puts a client’s meeting on the client, not named by the meeting’s title', () => {
    expect(subjectOf('meeting', { meetingId: 'm-1', clientId: 'c-1', title: 'Kick-off' })).toEqual({
      type: 'client',
      id: 'c-1',
      label: null,
    });
  });

  it('puts the team’s reminder of a client’s step on the client, named by its business', () => {
    const reminder = { clientId: 'c-1', reminderId: 'r-1', label: 'Prairie Bakery', step: 'payment' };
    expect(subjectOf('reminder', reminder, 'onboarding')).toEqual({ type: 'client', id: 'c-1', label: 'Prairie Bakery' });
  });

  it('puts a client’s project completed or reopened on the client', () => {
    expect(subjectOf('project', { clientId: 'c-1', label: 'Prairie Bakery', note: 'Done' }, 'onboarding')).toEqual({
      type: 'client',
      id: 'c-1',
      label: 'Prairie Bakery',
    });
  });
  it('puts the client’s signed copy of its contract on the client, named by its business', () => {
    const copy = { clientId: 'c-1', contractId: 'k-1', businessName: 'Prairie Bakery', fileName: 'contract-envelope_1.pdf' };
    expect(subjectOf('signed-contract', copy, 'onboarding')).toEqual({ type: 'client', id: 'c-1', label: 'Prairie Bakery' });
  });

  it('puts a client’s subscription, its failed invoices and its trial (payments) on the client', () => {
    const aboutClient = { type: 'client', id: 'c-1', label: null };
    expect(subjectOf('subscription', { clientId: 'c-1', subscriptionId: 'sub_1', status: 'past_due' }, 'payments')).toEqual(
      aboutClient,
    );
    expect(subjectOf('invoice', { clientId: 'c-1', subscriptionId: 'sub_1', invoiceId: 'in_1' }, 'payments')).toEqual(
      aboutClient,
    );
    expect(
      subjectOf('trial', { clientId: 'c-1', subscriptionId: 'sub_1', trialEnd: '2026-12-04T15:00:00Z' }, 'payments'),
    ).toEqual(aboutClient);
  });

  it('puts a milestone of a client’s plan on the client, named by the client', () => {
    expect(subjectOf('milestone', { milestoneId: 'm-1', clientId: 'c-1', label: 'Prairie Bakery', name: 'Kickoff' })).toEqual({
      type: 'client',
      id: 'c-1',
      label: 'Prairie Bakery',
    });
  });

  it('tells the site’s people (content) from the team’s accounts (identity), both called team members', () => {
    const person = { teamMemberId: 'p-1', name: 'Priya Patel' };
    expect(subjectOf('team-member', person, 'content')).toEqual({ type: 'site-team-member', id: 'p-1', label: 'Priya Patel' });
    expect(subjectOf('team-member', { member: { userId: 'u-1', name: 'Sam' } }, 'identity')).toEqual({
      type: 'team-member',
      id: 'u-1',
      label: 'Sam',
    });
  });

  it('reads a change from before/after, statuses inside them, or previousStatus/status', () => {
    expect(changeOf({ before: { status: 'draft' }, after: { status: 'in-review' } })).toEqual({
      before: 'draft',
      after: 'in-review',
    });
    expect(changeOf({ previousStatus: 'pending', status: 'contacted' })).toEqual({ before: 'pending', after: 'contacted' });
    expect(changeOf({ status: 'contacted' })).toEqual({ before: null, after: null });
  });
});
