import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PostInput } from '../post';
import { VersionDiff } from './VersionDiff';

const grace = { id: '6c1f3a52-0d1b-4d6e-9a2f-1b2c3d4e5f60', name: 'Grace Hopper', role: 'Writer', avatar: null };
const ada = { id: '7d2e4b63-1e2c-4e7f-8b3a-2c3d4e5f6a71', name: 'Ada Lovelace', role: 'Editor', avatar: null };
const guides = { id: '8e3f5c74-2f3d-4f8a-9c4b-3d4e5f6a7b82', name: 'Guides', slug: 'guides' };

const first: PostInput = {
  title: 'Five ways',
  slug: 'five-ways',
  authorId: grace.id,
  coverImage: 'https://images.example.com/map.jpg',
  excerpt: 'How shops get found.',
  content: '## Start\n\nClaim it.\n\nThe end.',
  published: false,
  featured: false,
  categoryId: null,
  tags: ['Maps', 'SEO'],
  seoTitle: null,
  seoDescription: null,
};

const names = { members: [grace, ada], categories: [guides] };

describe('VersionDiff', () => {
  it('lists only the fields that differ, by the editor’s labels, with names for ids', () => {
    const second = { ...first, authorId: ada.id, categoryId: guides.id, tags: ['SEO', 'Maps'], featured: true };
    render(
      <VersionDiff before={{ fields: first, name: 'Revision 1' }} after={{ fields: second, name: 'Revision 2' }} {...names} />,
    );
    expect(screen.getByText('Revision 1 → Revision 2')).toBeTruthy();
    // Tags in another order are the same tags.
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Author', 'Featured', 'Category']);
    const author = screen.getByText('Author').parentElement!;
    expect(within(author).getByText('Grace Hopper').tagName).toBe('DEL');
    expect(within(author).getByText('Ada Lovelace').tagName).toBe('INS');
    const category = screen.getByText('Category').parentElement!;
    expect(within(category).getByText('No category').tagName).toBe('DEL');
    expect(within(category).getByText('Guides').tagName).toBe('INS');
  });

  it('shows the markdown line by line: the removed line struck through, the added one marked', () => {
    const second = { ...first, content: '## Start\n\nClaim your profile.\n\nThe end.' };
    render(
      <VersionDiff before={{ fields: first, name: 'Revision 1' }} after={{ fields: second, name: 'Revision 2' }} {...names} />,
    );
    const lines = screen.getByRole('list', { name: 'Content, line by line' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(6);
    expect(lines.querySelector('del')?.textContent).toBe('Claim it.');
    expect(lines.querySelector('ins')?.textContent).toBe('Claim your profile.');
  });

  it('says so when two revisions are the same', () => {
    render(
      <VersionDiff
        before={{ fields: first, name: 'Revision 1' }}
        after={{ fields: { ...first }, name: 'Revision 2' }}
        {...names}
      />,
    );
    expect(screen.getByText('The two revisions are the same.')).toBeTruthy();
    expect(screen.queryAllByRole('term')).toEqual([]);
  });
});
