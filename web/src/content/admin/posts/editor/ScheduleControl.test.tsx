import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../shared/api/session';
import { contentApi } from '../../../../shared/api/clients';
import { notify } from '../../../../shared/lib/notify';
import { ok } from '../../../../shared/test/apiResult';
import { renderWithQueries } from '../../../../shared/test/renderWithQueries';
import { testAdmin, testMember } from '../../../../shared/test/teamUsers';
import type { Post } from '../post';
import { chooseTimeZone } from '../../../../shared/lib/viewerTime';
import { formatScheduled } from '../scheduleTime';
import { PostEditorPage } from './PostEditorPage';

vi.mock('../../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn(), POST: vi.fn(), PUT: vi.fn() } }));
vi.mock('../../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(contentApi.GET);
const put = vi.mocked(contentApi.PUT);

const draft: Post = {
  id: '9e4f1d2b-0000-4000-8000-000000000001',
  title: 'Five Website Fixes',
  slug: 'five-website-fixes',
  excerpt: 'Small changes.',
  content: 'Start with speed.',
  coverImage: { url: 'https://images.maplebuilders.ca/cover.jpg', width: null, height: null },
  authorId: null,
  author: { name: 'Amara Okafor', avatar: null },
  published: false,
  featured: false,
  category: null,
  tags: [],
  seo: { title: null, description: null },
  createdAt: '2026-03-02T16:00:00Z',
  updatedAt: '2026-03-02T16:00:00Z',
  publishedAt: null,
  status: 'draft',
  writer: null,
  submittedAt: null,
  revisionStatus: null,
  scheduledFor: null,
  review: null,
  revision: null,
};

/** A local time far enough ahead to stay in the future, and the instant it is in the browser's zone. */
const localTime = '2099-06-01T09:30';
const instant = new Date(localTime).toISOString();
const scheduled: Post = { ...draft, scheduledFor: instant };

function serveReads(stored: Post) {
  get.mockImplementation(((path: string) => {
    if (path === '/team-members') return Promise.resolve(ok([]));
    if (path === '/categories') return Promise.resolve(ok([]));
    if (path === '/admin/posts/{postId}') return Promise.resolve(ok(stored));
    return Promise.reject(new Error(`unexpected GET ${path}`));
  }) as never);
}

const renderEditor = (user: User) =>
  renderWithQueries(
    <Routes>
      <Route path="/admin/posts/:id/edit" element={<PostEditorPage />} />
    </Routes>,
    { url: `/admin/posts/${draft.id}/edit`, user },
  );

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  // The zone's abbreviation in the field's label is today's: the day is fixed (winter), the clock still runs.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T17:00:00Z') });
  get.mockReset();
  put.mockReset();
  vi.mocked(notify.success).mockReset();
  vi.mocked(notify.error).mockReset();
});

describe('scheduling a post in the editor', () => {
  it('schedules an unpublished post at the admin’s local time, the zone named, as one instant', async () => {
    const user = userEvent.setup();
    serveReads(draft);
    put.mockResolvedValue(ok(scheduled) as never);
    renderEditor(testAdmin);

    // The viewer's zone, by name and abbreviation now (the tests' browser is in Edmonton; December: MST).
    const when = await screen.findByLabelText('Publish on, your time: America/Edmonton (MST)');
    fireEvent.change(when, { target: { value: localTime } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/posts/{postId}/schedule', {
        params: { path: { postId: draft.id } },
        body: { scheduledFor: instant },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith(`Scheduled for ${formatScheduled(instant)}`);
  });

  it('reads the time in the zone chosen on the Account page, not the browser’s, and names it', async () => {
    chooseTimeZone('America/Toronto');
    const user = userEvent.setup();
    serveReads(draft);
    put.mockResolvedValue(ok(scheduled) as never);
    renderEditor(testAdmin);

    const when = await screen.findByLabelText('Publish on, your time: America/Toronto (EST)');
    fireEvent.change(when, { target: { value: localTime } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/posts/{postId}/schedule', {
        params: { path: { postId: draft.id } },
        body: { scheduledFor: '2099-06-01T13:30:00.000Z' },
      }),
    );
  });

  it('refuses a time that has passed without asking the server', async () => {
    const user = userEvent.setup();
    serveReads(draft);
    renderEditor(testAdmin);

    fireEvent.change(await screen.findByLabelText(/Publish on/), { target: { value: '2020-01-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText('Choose a time that is still ahead')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('shows when a scheduled post goes live, and cancels that', async () => {
    const user = userEvent.setup();
    serveReads(scheduled);
    put.mockResolvedValue(ok(draft) as never);
    renderEditor(testAdmin);

    expect(await screen.findByText(`Scheduled for ${formatScheduled(instant)}`)).toBeTruthy();
    expect(screen.queryByLabelText(/Publish on/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel Schedule' }));

    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/posts/{postId}/schedule', {
        params: { path: { postId: draft.id } },
        body: { scheduledFor: null },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('Schedule cancelled; the post stays a draft');
  });

  it('is not offered to members, nor on a published post', async () => {
    // The member's own draft, which they may submit.
    serveReads({ ...draft, writer: { userId: testMember.id, email: testMember.email, name: 'Sam Student' } });
    const { unmount } = renderEditor(testMember);
    await screen.findByRole('button', { name: 'Submit for Review' });
    expect(screen.queryByRole('heading', { name: 'Schedule' })).toBeNull();
    unmount();

    serveReads({ ...draft, published: true, status: 'published', publishedAt: '2026-03-05T16:00:00Z' });
    renderEditor(testAdmin);
    await screen.findByRole('heading', { level: 1 });
    await screen.findByLabelText('Title');
    expect(screen.queryByRole('heading', { name: 'Schedule' })).toBeNull();
  });
});
