import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoment } from '../../../shared/lib/viewerTime';
import { failure, ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import type { ActivityEntry } from '../activity/activityEntry';
import { HistoryPanel } from './HistoryPanel';

const GET = vi.fn();
vi.mock('../../auditClient', () => ({ auditApi: () => ({ GET }) }));

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: crypto.randomUUID(),
  occurredAt: '2026-11-21T16:05:00.000Z',
  type: 'leads.inquiry.status-changed.v1',
  action: 'inquiry.status-changed',
  actor: { kind: 'team', id: 'u-student', name: 'Sam Student', role: 'member', clientId: null },
  subject: { type: 'inquiry', id: 'i-1', label: 'Ada Lovelace' },
  before: 'pending',
  after: 'contacted',
  known: true,
  data: {},
  ...overrides,
});

describe('HistoryPanel', () => {
  beforeEach(() => GET.mockReset());

  it('lists the record’s entries, newest first as the record answers them, with who and when', async () => {
    const changed = entry({});
    const received = entry({
      occurredAt: '2026-11-20T09:00:00.000Z',
      type: 'leads.inquiry.received.v1',
      action: 'inquiry.received',
      actor: { kind: 'visitor', id: null, name: null, role: null, clientId: null },
      before: null,
      after: null,
    });
    GET.mockResolvedValue(ok([changed, received]));
    renderWithQueries(<HistoryPanel subjectType="inquiry" subjectId="i-1" headingLevel="h3" />);

    const panel = screen.getByRole('region', { name: 'History' });
    expect(within(panel).getByRole('heading', { level: 3, name: 'History' })).toBeDefined();
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Changed an inquiry’s status · pending → contacted${'Sam Student (Member)'} · ${formatMoment(changed.occurredAt)}`,
      `Sent an inquiry${'Visitor'} · ${formatMoment(received.occurredAt)}`,
    ]);
    expect(GET).toHaveBeenCalledWith('/history/{subjectType}/{subjectId}', {
      params: { path: { subjectType: 'inquiry', subjectId: 'i-1' } },
    });
  });

  it('marks an entry kept raw', async () => {
    GET.mockResolvedValue(ok([entry({ known: false, type: 'leads.inquiry.flagged.v1', before: null, after: null })]));
    renderWithQueries(<HistoryPanel subjectType="inquiry" subjectId="i-1" />);
    const [item] = await screen.findAllByRole('listitem');
    expect(item!.textContent).toMatch(/^Recorded event leads\.inquiry\.flagged\.v1raw/);
  });

  it('says when nothing was recorded, and when the history cannot be read', async () => {
    GET.mockResolvedValue(ok([]));
    const { unmount } = renderWithQueries(<HistoryPanel subjectType="post" subjectId="p-1" />);
    expect(await screen.findByText('Nothing has been recorded about this yet.')).toBeDefined();
    unmount();
    GET.mockResolvedValue(failure(403));
    renderWithQueries(<HistoryPanel subjectType="post" subjectId="p-1" />);
    expect(await screen.findByText('The history could not be loaded.')).toBeDefined();
  });
});
