import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../../shared/api/clients';
import { ok } from '../../../shared/test/apiResult';
import { renderWithQueries } from '../../../shared/test/renderWithQueries';
import { testMember } from '../../../shared/test/teamUsers';
import { ReviewQueueCard } from './ReviewQueueCard';
import { draftSummary, postSummary } from './testPosts';

vi.mock('../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn() } }));

const list = vi.mocked(contentApi.GET);

const submitted = {
  ...draftSummary,
  status: 'in_review' as const,
  writer: { userId: testMember.id, email: testMember.email, name: 'Sam Student' },
  submittedAt: '2026-03-10T16:05:00Z',
  revisionStatus: null,
};
const changed = postSummary({
  status: 'published',
  writer: null,
  submittedAt: '2026-03-11T18:00:00Z',
  revisionStatus: 'in_review',
});

describe('ReviewQueueCard', () => {
  beforeEach(() => list.mockReset());

  it('lists the posts waiting for review with their writer and when they were submitted, each linking to its editor', async () => {
    list.mockResolvedValue(ok({ items: [submitted, changed], total: 2, page: 1, limit: 5 }) as never);
    renderWithQueries(<ReviewQueueCard />);
    const card = screen.getByRole('region', { name: 'Review Queue' });
    const items = await within(card).findAllByRole('listitem');
    expect(list).toHaveBeenCalledWith('/admin/posts', { params: { query: { limit: 5, page: 1, status: 'in_review' } } });
    expect(within(items[0]!).getByRole('link', { name: submitted.title }).getAttribute('href')).toBe(
      `/admin/posts/${submitted.id}/edit`,
    );
    expect(items[0]!.textContent).toContain('Sam Student, submitted Mar 10, 2026, 10:05 AM MDT');
    expect(items[1]!.textContent).toContain('Amara Okafor, submitted Mar 11, 2026, 12:00 PM MDT · Changes to a published post');
  });

  it('says when nothing is waiting', async () => {
    list.mockResolvedValue(ok({ items: [], total: 0, page: 1, limit: 5 }) as never);
    renderWithQueries(<ReviewQueueCard />);
    expect(await screen.findByText('No posts are waiting for review.')).toBeTruthy();
  });

  it('is not there for a member, who asks for nothing', () => {
    renderWithQueries(<ReviewQueueCard />, { user: testMember });
    expect(screen.queryByRole('region', { name: 'Review Queue' })).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });
});
