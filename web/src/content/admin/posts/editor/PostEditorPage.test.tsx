import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../../../shared/api/clients';
import { notify } from '../../../../shared/lib/notify';
import { deferred, failure, ok } from '../../../../shared/test/apiResult';
import { renderWithQueries } from '../../../../shared/test/renderWithQueries';
import type { Category, Post, TeamMember } from '../post';
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
  avatar: { url: '/api/content/media/amara-okafor.png', width: 256, height: 256 },
};
const liam: TeamMember = { id: '0b7d3c52-0000-4000-8000-000000000002', name: 'Liam Chen', role: 'Marketing Lead', avatar: null };
const marketing: Category = { id: '5c1e9a30-0000-4000-8000-000000000001', name: 'Marketing', slug: 'marketing' };

const storedPost: Post = {
  id: '9e4f1d2b-0000-4000-8000-000000000001',
  title: 'Five Website Fixes for Edmonton Shops',
  slug: 'five-website-fixes-for-edmonton-shops',
  excerpt: 'Small changes that bring more customers through the door.',
  content: '## Start with speed\n\nA fast page keeps visitors.',
  coverImage: { url: '/api/content/media/shopfront.jpg', width: 1200, height: 630 },
  authorId: amara.id,
  author: { name: amara.name, avatar: amara.avatar },
  published: true,
  featured: false,
  category: marketing,
  tags: [
    { id: '6a2b0c11-0000-4000-8000-000000000001', name: 'Web Design', slug: 'web-design' },
    { id: '6a2b0c11-0000-4000-8000-000000000002', name: 'Local Business', slug: 'local-business' },
  ],
  seo: { title: null, description: 'Website fixes for Edmonton shops.' },
  createdAt: '2026-03-02T16:00:00Z',
  updatedAt: '2026-03-02T16:00:00Z',
  publishedAt: '2026-03-02T16:00:00Z',
};

/** Answers the editor's reads; `postAnswer` is what loading the edited post gives. */
function serveReads(postAnswer: unknown = ok(storedPost)) {
  get.mockImplementation(((path: string) => {
    if (path === '/team-members') return Promise.resolve(ok([amara, liam]));
    if (path === '/categories') return Promise.resolve(ok([marketing]));
    if (path === '/admin/posts/{postId}') return Promise.resolve(postAnswer);
    return Promise.reject(new Error(`unexpected GET ${path}`));
  }) as never);
}

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderEditor(path = '/admin/posts/new') {
  return renderWithQueries(
    <>
      <Routes>
        <Route path="/admin/posts/new" element={<PostEditorPage />} />
        <Route path="/admin/posts/:id/edit" element={<PostEditorPage />} />
        <Route path="/admin/dashboard" element={<h1>Dashboard</h1>} />
      </Routes>
      <CurrentPath />
    </>,
    { url: path },
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const currentPath = () => screen.getByTestId('path').textContent;

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Title'), 'Hello, World!  Again');
  await user.selectOptions(field('Author'), 'Amara Okafor, Web Developer');
  await user.type(field('Cover Image URL'), 'https://images.maplebuilders.ca/cover.jpg');
  await user.type(field('Excerpt'), 'Why a website still matters.');
  await user.type(field('Content'), 'Plenty.');
}

describe('PostEditorPage', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    put.mockReset();
    vi.mocked(notify.success).mockReset();
    vi.mocked(notify.error).mockReset();
  });

  it('starts a new post empty, unpublished and not featured, with excerpt 3 rows and content 15', async () => {
    serveReads();
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'New Post' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Save Post' });
    expect(field('Published').checked).toBe(false);
    expect(field('Featured').checked).toBe(false);
    expect(field('Excerpt').getAttribute('rows')).toBe('3');
    expect(field('Content').getAttribute('rows')).toBe('15');
    expect(field('SEO Title').maxLength).toBe(70);
    expect(field('SEO Description').maxLength).toBe(160);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose an author',
      'Amara Okafor, Web Developer',
      'Liam Chen, Marketing Lead',
      'No category',
      'Marketing',
    ]);
  });

  it('asks for every required field and sends nothing', async () => {
    const user = userEvent.setup();
    serveReads();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Save Post' }));

    expect(await screen.findByText('Please enter a title of up to 200 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a slug of lower-case letters, numbers, underscores and hyphens')).toBeTruthy();
    expect(screen.getByText('Please choose an author')).toBeTruthy();
    expect(screen.getByText('Please enter an image address starting with https://, or upload an image')).toBeTruthy();
    expect(screen.getByText('Please write an excerpt of up to 1000 characters')).toBeTruthy();
    expect(screen.getByText('Please write the post’s content')).toBeTruthy();
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('makes the slug from the title on every change of the title', async () => {
    const user = userEvent.setup();
    serveReads();
    renderEditor();
    await user.type(await screen.findByLabelText('Title'), 'Hello, World!  Again');
    expect(field('Slug').value).toBe('hello-world-again');

    await user.clear(field('Slug'));
    await user.type(field('Slug'), 'my_own-slug');
    expect(field('Slug').value).toBe('my_own-slug');

    await user.type(field('Title'), ' Today');
    expect(field('Slug').value).toBe('hello-world-again-today');
  });

  it('shows the chosen author with their avatar', async () => {
    const user = userEvent.setup();
    serveReads();
    renderEditor();
    expect(screen.queryByTestId('author-avatar')).toBeNull();
    await user.selectOptions(await screen.findByLabelText('Author'), amara.id);
    expect(screen.getByTestId('author-avatar').getAttribute('src')).toBe(amara.avatar!.url);
    await user.selectOptions(field('Author'), liam.id);
    expect(screen.queryByTestId('author-avatar')).toBeNull();
  });

  it('creates the post, says so and goes to the dashboard', async () => {
    const user = userEvent.setup();
    serveReads();
    const sent = deferred<unknown>();
    post.mockReturnValue(sent.promise as never);
    renderEditor();
    await fillRequired(user);
    await user.selectOptions(field('Category'), 'Marketing');
    await user.type(field('Tags'), 'Web Design, Small Business, web design,');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));

    expect(((await screen.findByRole('button', { name: 'Saving...' })) as HTMLButtonElement).disabled).toBe(true);
    expect(post).toHaveBeenCalledWith('/admin/posts', {
      body: {
        title: 'Hello, World!  Again',
        slug: 'hello-world-again',
        authorId: amara.id,
        coverImage: 'https://images.maplebuilders.ca/cover.jpg',
        excerpt: 'Why a website still matters.',
        content: 'Plenty.',
        published: false,
        featured: false,
        categoryId: marketing.id,
        tags: ['Web Design', 'Small Business', 'web design'],
        seoTitle: null,
        seoDescription: null,
      },
    });

    sent.resolve(ok({ ...storedPost, id: '9e4f1d2b-0000-4000-8000-000000000009' }, 201));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post created'));
    await vi.waitFor(() => expect(currentPath()).toBe('/admin/dashboard'));
  });

  it('says on the slug field when another post already uses the slug', async () => {
    const user = userEvent.setup();
    serveReads();
    post.mockResolvedValue(failure(409) as never);
    renderEditor();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save Post' }));

    expect(await screen.findByText('This slug is already used by another post.')).toBeTruthy();
    expect(field('Slug').getAttribute('aria-invalid')).toBe('true');
    expect(notify.error).toHaveBeenCalledWith('Failed to create post. This slug is already used by another post.');
    expect(currentPath()).toBe('/admin/posts/new');
  });

  it('loads a post into the form and saves the changes', async () => {
    const user = userEvent.setup();
    serveReads();
    put.mockResolvedValue(ok(storedPost) as never);
    renderEditor(`/admin/posts/${storedPost.id}/edit`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Post' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Save Post' });
    expect(get).toHaveBeenCalledWith('/admin/posts/{postId}', { params: { path: { postId: storedPost.id } } });
    expect(field('Title').value).toBe(storedPost.title);
    expect(field('Slug').value).toBe(storedPost.slug);
    expect(field('Author').value).toBe(amara.id);
    expect(field('Cover Image URL').value).toBe('/api/content/media/shopfront.jpg');
    expect(field('Published').checked).toBe(true);
    expect(field('Category').value).toBe(marketing.id);
    expect(field('Tags').value).toBe('Web Design, Local Business');
    expect(field('SEO Description').value).toBe('Website fixes for Edmonton shops.');

    await user.click(field('Featured'));
    await user.click(screen.getByRole('button', { name: 'Save Post' }));

    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post updated'));
    expect(put).toHaveBeenCalledWith('/admin/posts/{postId}', {
      params: { path: { postId: storedPost.id } },
      body: expect.objectContaining({ featured: true, tags: ['Web Design', 'Local Business'], seoTitle: null }),
    });
    await vi.waitFor(() => expect(currentPath()).toBe('/admin/dashboard'));
  });

  it('warns, when the title of a published post changes, that its address changes and the old one leads to the new', async () => {
    const user = userEvent.setup();
    serveReads();
    put.mockResolvedValue(ok({ ...storedPost, slug: 'website-fixes-for-edmonton-shops' }) as never);
    renderEditor(`/admin/posts/${storedPost.id}/edit`);
    await screen.findByRole('button', { name: 'Save Post' });
    const warning =
      'Saving changes this post’s address: /blog/five-website-fixes-for-edmonton-shops will send visitors to the new one.';
    expect(screen.queryByText(warning)).toBeNull();

    await user.clear(field('Title'));
    await user.type(field('Title'), 'Website Fixes for Edmonton Shops');
    expect(field('Slug').value).toBe('website-fixes-for-edmonton-shops');
    const status = screen.getByText(warning).closest('[role="status"]');
    expect(status).toBeTruthy();

    // Back to the stored slug, the address stays and the warning goes.
    await user.clear(field('Title'));
    await user.type(field('Title'), storedPost.title);
    expect(screen.queryByText(warning)).toBeNull();
    expect(status?.textContent).toBe('');

    await user.clear(field('Slug'));
    await user.type(field('Slug'), 'edmonton-website-fixes');
    expect(screen.getByText(warning)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post updated'));
    expect(put).toHaveBeenCalledWith(
      '/admin/posts/{postId}',
      expect.objectContaining({ body: expect.objectContaining({ slug: 'edmonton-website-fixes' }) }),
    );
  });

  it('says nothing about the address of a post that has never been published', async () => {
    const user = userEvent.setup();
    serveReads(ok({ ...storedPost, published: false, publishedAt: null }));
    renderEditor(`/admin/posts/${storedPost.id}/edit`);
    await screen.findByRole('button', { name: 'Save Post' });
    await user.type(field('Title'), ' Again');
    expect(field('Slug').value).toBe('five-website-fixes-for-edmonton-shops-again');
    expect(screen.queryByText(/Saving changes this post’s address/)).toBeNull();
  });

  it('says when an update fails and stays', async () => {
    const user = userEvent.setup();
    serveReads();
    put.mockResolvedValue(failure(500) as never);
    renderEditor(`/admin/posts/${storedPost.id}/edit`);
    await user.click(await screen.findByRole('button', { name: 'Save Post' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to update post'));
    expect(currentPath()).toBe(`/admin/posts/${storedPost.id}/edit`);
  });

  it('asks before leaving a post with unsaved changes, and stays when told to', async () => {
    const user = userEvent.setup();
    serveReads();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderEditor(`/admin/posts/${storedPost.id}/edit`);
    await user.type(await screen.findByLabelText('Excerpt'), ' More.');
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(confirm).toHaveBeenCalledWith('This post has changes that are not saved. Leave without saving them?');
    expect(currentPath()).toBe(`/admin/posts/${storedPost.id}/edit`);

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(currentPath()).toBe('/admin/dashboard');
    confirm.mockRestore();
  });

  it('leaves a post without asking when nothing changed', async () => {
    const user = userEvent.setup();
    serveReads();
    const confirm = vi.spyOn(window, 'confirm');
    renderEditor(`/admin/posts/${storedPost.id}/edit`);
    await screen.findByLabelText('Excerpt');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/admin/dashboard');
    confirm.mockRestore();
  });

  it('says when the post cannot be loaded and goes to the dashboard', async () => {
    serveReads(failure(404));
    renderEditor(`/admin/posts/${storedPost.id}/edit`);
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to fetch post'));
    await vi.waitFor(() => expect(currentPath()).toBe('/admin/dashboard'));
  });

  it('uploads a cover image, fills the cover field with its address and shows it', async () => {
    const user = userEvent.setup();
    serveReads();
    post.mockResolvedValue(ok({ url: '/api/content/media/7c2e1f.png', width: 1200, height: 630 }, 201) as never);
    renderEditor();
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });

    await user.upload(await screen.findByLabelText('Or upload an image'), image);

    await vi.waitFor(() => expect(field('Cover Image URL').value).toBe('/api/content/media/7c2e1f.png'));
    expect(screen.getByRole('img', { name: 'Cover image preview' }).getAttribute('src')).toBe('/api/content/media/7c2e1f.png');
    const [path, options] = post.mock.calls[0] as unknown as [string, { bodySerializer: (body: unknown) => FormData }];
    expect(path).toBe('/admin/media');
    expect(options.bodySerializer({}).get('file')).toBe(image);
  });

  it('says when an upload fails and leaves the cover as it was', async () => {
    const user = userEvent.setup();
    serveReads();
    post.mockResolvedValue(failure(415) as never);
    renderEditor();
    await user.upload(await screen.findByLabelText('Or upload an image'), new File(['x'], 'notes.png', { type: 'image/png' }));
    await vi.waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Failed to upload image. This type of file is not accepted. Use a PNG, JPEG or WebP image.',
      ),
    );
    expect(field('Cover Image URL').value).toBe('');
  });

  it('previews the content as rendered markdown', async () => {
    const user = userEvent.setup();
    serveReads();
    renderEditor();
    await user.type(await screen.findByLabelText('Content'), '## Why local matters');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect((await screen.findByRole('heading', { level: 2, name: 'Why local matters' })).closest('section')).toBe(preview);
  });
});
