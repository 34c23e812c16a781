import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../shared/api/session';
import { contentApi } from '../../../../shared/api/clients';
import { notify } from '../../../../shared/lib/notify';
import { failure, ok } from '../../../../shared/test/apiResult';
import { renderWithQueries } from '../../../../shared/test/renderWithQueries';
import { testAdmin, testMember } from '../../../../shared/test/teamUsers';
import type { Post, TeamMember } from '../post';
import { PostEditorPage } from './PostEditorPage';

vi.mock('../../../../shared/api/clients', () => ({ contentApi: { GET: vi.fn(), POST: vi.fn(), PUT: vi.fn() } }));
vi.mock('../../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(contentApi.GET);
const post = vi.mocked(contentApi.POST);
const put = vi.mocked(contentApi.PUT);

const amara: TeamMember = {
  id: '0b7d3c52-0000-4000-8000-000000000001',
  name: 'Amara Okafor',
  role: 'Web Developer',
  avatar: null,
};
const student = { userId: testMember.id, email: testMember.email, name: 'Sam Student' };

const draft: Post = {
  id: '9e4f1d2b-0000-4000-8000-000000000001',
  title: 'Five Website Fixes',
  slug: 'five-website-fixes',
  excerpt: 'Small changes.',
  content: 'Start with speed.',
  coverImage: { url: 'https://images.maplebuilders.ca/cover.jpg', width: null, height: null },
  authorId: amara.id,
  author: { name: amara.name, avatar: null },
  published: false,
  featured: false,
  category: null,
  tags: [],
  seo: { title: null, description: null },
  createdAt: '2026-03-02T16:00:00Z',
  updatedAt: '2026-03-02T16:00:00Z',
  publishedAt: null,
  status: 'draft',
  writer: student,
  submittedAt: null,
  revisionStatus: null,
  review: null,
  revision: null,
};

const inReview: Post = { ...draft, status: 'in_review', submittedAt: '2026-03-03T16:00:00Z' };
const returned: Post = {
  ...draft,
  review: { comment: 'Add a closing paragraph.\nKeep it short.', by: 'Morgan Mentor', at: '2026-03-04T17:30:00Z' },
};
const live: Post = { ...draft, published: true, status: 'published', publishedAt: '2026-03-05T16:00:00Z' };

function serveReads(stored: Post = draft) {
  get.mockImplementation(((path: string) => {
    if (path === '/team-members') return Promise.resolve(ok([amara]));
    if (path === '/categories') return Promise.resolve(ok([]));
    if (path === '/admin/posts/{postId}') return Promise.resolve(ok(stored));
    return Promise.reject(new Error(`unexpected GET ${path}`));
  }) as never);
}

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderEditor(user: User, path = `/admin/posts/${draft.id}/edit`) {
  return renderWithQueries(
    <>
      <Routes>
        <Route path="/admin/posts/new" element={<PostEditorPage />} />
        <Route path="/admin/posts/:id/edit" element={<PostEditorPage />} />
        <Route path="/admin/dashboard" element={<h1>Dashboard</h1>} />
      </Routes>
      <CurrentPath />
    </>,
    { url: path, user },
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const currentPath = () => screen.getByTestId('path').textContent;

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  put.mockReset();
  vi.mocked(notify.success).mockReset();
  vi.mocked(notify.error).mockReset();
});

describe('the editor for a member (a student)', () => {
  it('offers Save Draft and Submit for Review instead of publishing, and submits a new post after creating it', async () => {
    const user = userEvent.setup();
    serveReads();
    post.mockImplementation(((path: string) =>
      Promise.resolve(path === '/admin/posts' ? ok(draft, 201) : ok(inReview))) as never);
    renderEditor(testMember, '/admin/posts/new');

    await screen.findByRole('button', { name: 'Submit for Review' });
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Post' })).toBeNull();
    expect(screen.queryByLabelText('Published')).toBeNull();

    await user.type(field('Title'), 'Five Website Fixes');
    await user.selectOptions(field('Author'), amara.id);
    await user.type(field('Cover Image URL'), 'https://images.maplebuilders.ca/cover.jpg');
    await user.type(field('Excerpt'), 'Small changes.');
    await user.type(field('Content'), 'Start with speed.');
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));

    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post submitted for review'));
    const calls = post.mock.calls as unknown as [string, unknown][];
    expect(calls.map(([path]) => path)).toEqual(['/admin/posts', '/admin/posts/{postId}/submit']);
    expect(calls[0]![1]).toMatchObject({ body: { published: false } });
    expect(calls[1]![1]).toEqual({ params: { path: { postId: draft.id } } });
    await vi.waitFor(() => expect(currentPath()).toBe('/admin/dashboard'));
  });

  it('saves a draft without submitting it', async () => {
    const user = userEvent.setup();
    serveReads();
    put.mockResolvedValue(ok(draft) as never);
    renderEditor(testMember);
    await user.click(await screen.findByRole('button', { name: 'Save Draft' }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post updated'));
    expect(put).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });

  it('stays in the editor after Save Draft, with nothing left unsaved', async () => {
    const user = userEvent.setup();
    serveReads();
    put.mockImplementation(((_path: string, { body }: { body: { title: string } }) =>
      Promise.resolve(ok({ ...draft, title: body.title }))) as never);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderEditor(testMember);
    await user.type(await screen.findByLabelText('Title'), ' Today');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post updated'));
    expect(currentPath()).toBe(`/admin/posts/${draft.id}/edit`);
    expect(field('Title').value).toBe('Five Website Fixes Today');
    // Saved: leaving asks nothing.
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/admin/dashboard');
    confirm.mockRestore();
  });

  it('opens a new post saved as a draft at its own address', async () => {
    const user = userEvent.setup();
    serveReads();
    post.mockResolvedValue(ok(draft, 201) as never);
    renderEditor(testMember, '/admin/posts/new');
    await user.type(await screen.findByLabelText('Title'), 'Five Website Fixes');
    await user.selectOptions(field('Author'), amara.id);
    await user.type(field('Cover Image URL'), 'https://images.maplebuilders.ca/cover.jpg');
    await user.type(field('Excerpt'), 'Small changes.');
    await user.type(field('Content'), 'Start with speed.');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await vi.waitFor(() => expect(currentPath()).toBe(`/admin/posts/${draft.id}/edit`));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to save or submit on a classmate’s post, and says whose it is to change', async () => {
    const classmates: Post = {
      ...live,
      writer: { userId: '7f000000-0000-4000-8000-000000000099', email: 'kai@maple.example', name: 'Kai' },
    };
    serveReads(classmates);
    renderEditor(testMember);
    expect(await screen.findByText('Only the teammate who wrote this post, or an admin, may change it.')).toBeTruthy();
    await screen.findByLabelText('Title');
    expect(screen.queryByRole('button', { name: /Save|Submit/ })).toBeNull();
  });

  it('says why the server refused a save', async () => {
    const user = userEvent.setup();
    serveReads();
    put.mockResolvedValue(failure(403, 'CONTENT_POST_NOT_YOURS') as never);
    renderEditor(testMember);
    await user.click(await screen.findByRole('button', { name: 'Save Draft' }));
    await vi.waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Failed to update post. Only the teammate who wrote this post, or an admin, may change it.',
      ),
    );
  });

  it('shows the returned comment at the top, with who sent it back and when', async () => {
    serveReads(returned);
    renderEditor(testMember);
    const note = await screen.findByRole('region', { name: 'Returned for changes' });
    expect(within(note).getByText(/Add a closing paragraph\.\s+Keep it short\./)).toBeTruthy();
    expect(within(note).getByText('Morgan Mentor, Mar 4, 2026, 10:30 AM MST')).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
  });

  it('shows a post in review as waiting, with nothing to save or submit', async () => {
    serveReads(inReview);
    renderEditor(testMember);
    expect(await screen.findByText(/waiting for a mentor’s review/)).toBeTruthy();
    expect(screen.getByText('In review')).toBeTruthy();
    await screen.findByLabelText('Title');
    expect(screen.queryByRole('button', { name: /Save|Submit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('sends a change to a published post to review, starting from the change already waiting', async () => {
    const user = userEvent.setup();
    const withChange: Post = {
      ...live,
      revisionStatus: 'returned',
      revision: {
        status: 'returned',
        fields: {
          title: 'Six Website Fixes',
          slug: draft.slug,
          authorId: amara.id,
          coverImage: draft.coverImage.url,
          excerpt: 'Small changes.',
          content: 'More.',
          published: true,
          featured: false,
        },
        writer: student,
        submittedAt: '2026-03-06T16:00:00Z',
        review: { comment: 'One fix too many.', by: 'Morgan Mentor', at: '2026-03-07T16:00:00Z' },
      },
      review: { comment: 'One fix too many.', by: 'Morgan Mentor', at: '2026-03-07T16:00:00Z' },
    };
    serveReads(withChange);
    put.mockResolvedValue(ok({ ...withChange, revisionStatus: 'in_review' }) as never);
    renderEditor(testMember);

    expect((await screen.findByLabelText<HTMLInputElement>('Title')).value).toBe('Six Website Fixes');
    expect(screen.getByText('Changes returned')).toBeTruthy();
    expect(screen.getByText(/the published version stays as it is/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Changes for Review' }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post submitted for review'));
    expect(put.mock.calls[0]![1]).toMatchObject({ body: { title: 'Six Website Fixes', content: 'More.' } });
  });
});

describe('the editor for an admin (a mentor)', () => {
  it('offers Publish and Send Back on a post in review, and publishes it', async () => {
    const user = userEvent.setup();
    serveReads(inReview);
    post.mockResolvedValue(ok(live) as never);
    renderEditor(testAdmin);
    const actions = await screen.findByRole('region', { name: 'Review' });
    await user.click(within(actions).getByRole('button', { name: 'Publish' }));
    expect(post).toHaveBeenCalledWith('/admin/posts/{postId}/publish', { params: { path: { postId: draft.id } } });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post published'));
    await vi.waitFor(() => expect(currentPath()).toBe('/admin/dashboard'));
  });

  it('goes to the dashboard after publishing even when the post read again is no longer in review', async () => {
    const user = userEvent.setup();
    let stored: Post = inReview;
    get.mockImplementation(((path: string) => {
      if (path === '/team-members') return Promise.resolve(ok([amara]));
      if (path === '/categories') return Promise.resolve(ok([]));
      if (path === '/admin/posts/{postId}') return Promise.resolve(ok(stored));
      // The editor's other panels (revisions, preview links) read nothing this test looks at.
      return Promise.resolve(ok({ items: [], total: 0, page: 1, pageSize: 20 }));
    }) as never);
    post.mockImplementation((() => {
      stored = live;
      return Promise.resolve(ok(live));
    }) as never);
    renderEditor(testAdmin);
    const actions = await screen.findByRole('region', { name: 'Review' });
    await user.click(within(actions).getByRole('button', { name: 'Publish' }));
    // The reloaded post takes the Review actions away; leaving for the dashboard does not depend on them.
    await vi.waitFor(() => expect(currentPath()).toBe('/admin/dashboard'));
  });

  it('sends a post back with a comment, which it asks for first', async () => {
    const user = userEvent.setup();
    serveReads(inReview);
    post.mockResolvedValue(ok(returned) as never);
    renderEditor(testAdmin);
    await user.click(await screen.findByRole('button', { name: 'Send Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send back for changes' });

    await user.click(within(dialog).getByRole('button', { name: 'Send Back' }));
    expect(await within(dialog).findByText('Please write a comment of up to 2000 characters')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Comment'), 'Add a closing paragraph.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Back' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/posts/{postId}/return', {
        params: { path: { postId: draft.id } },
        body: { comment: 'Add a closing paragraph.' },
      }),
    );
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post sent back to its writer'));
    await vi.waitFor(() => expect(currentPath()).toBe('/admin/dashboard'));
  });

  it('keeps Save Post and the Published box, and offers no review on a draft', async () => {
    serveReads(draft);
    renderEditor(testAdmin);
    await screen.findByRole('button', { name: 'Save Post' });
    expect(screen.getByLabelText('Published')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
  });
});
