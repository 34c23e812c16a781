import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n/messages';
import { notify } from '../../lib/notify';
import { renderWithQueries } from '../../test/renderWithQueries';
import { testMember } from '../../test/teamUsers';
import type { RecordKind } from './RecordKind';
import { RecordList } from './RecordList';

vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

interface Shelf {
  id: string;
  name: string;
  uses: number;
}
type ShelfInput = { name: string };

const oak: Shelf = { id: 'a', name: 'Oak', uses: 0 };
const pine: Shelf = { id: 'b', name: 'Pine', uses: 2 };

const api = {
  page: vi.fn(),
  save: vi.fn(),
  remove: vi.fn(),
};

/** A kind made up for the test: any description draws the same list, dialog and row actions. */
const shelfKind: RecordKind<Shelf, ShelfInput> = {
  words: {
    add: 'partners.add',
    loading: 'partners.loadingList',
    loadFailed: 'partners.loadFailed',
    empty: 'partners.empty',
    table: 'partners.table',
    search: 'manage.search',
    searchPlaceholder: 'manage.searchPlaceholder',
    dialogAdd: 'partners.dialog.add',
    dialogEdit: 'partners.dialog.edit',
    dialogDescription: 'partners.dialog.description',
    deleteQuestion: (name) => t('partners.delete.question', { name }),
    deleteDetail: 'partners.delete.detail',
  },
  nameOf: (shelf) => shelf.name,
  columns: [
    { header: 'manage.column.name', cell: (shelf) => shelf.name, names: true },
    { header: 'teamMembers.column.posts', cell: (shelf) => shelf.uses },
  ],
  form: {
    body: contentSchemas.requestBodies.createCategory!,
    fields: [{ as: 'text', name: 'name', label: 'partners.field.name', invalid: 'partners.field.name.invalid' }],
    valuesOf: (shelf) => ({ name: shelf?.name ?? '' }),
  },
  api: { pageKey: (q, page) => ['test-shelves', q, page], reloads: [['test-shelves']], ...api },
  pageSize: 20,
  inUse: {
    applies: (shelf) => shelf.uses > 0,
    detail: (shelf) => t('teamMembers.delete.inUse', { name: shelf.name, count: shelf.uses }),
    confirm: 'teamMembers.deactivate',
    instead: (shelf) => ({ name: `${shelf.name} (retired)` }),
  },
};

describe('RecordList', () => {
  beforeAll(() => import('@radix-ui/react-dialog'));

  beforeEach(() => {
    vi.clearAllMocks();
    api.page.mockResolvedValue({ items: [oak, pine], total: 2, page: 1 });
    api.save.mockImplementation((input: ShelfInput, id?: string) => Promise.resolve({ id: id ?? 'new', uses: 0, ...input }));
    api.remove.mockResolvedValue(undefined);
  });

  it('draws the described columns, names each row’s actions after it, and searches through the kind’s request', async () => {
    const user = userEvent.setup();
    renderWithQueries(<RecordList kind={shelfKind} canManage />);
    const table = await screen.findByRole('group', { name: 'Partners' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Posts', 'Actions']);
    expect(within(rows[1]!).getByRole('button', { name: 'Edit Oak' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(within(rows[2]!).getByRole('button', { name: 'Delete Pine' })).not.toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'pi');
    await vi.waitFor(() => expect(api.page).toHaveBeenLastCalledWith('pi', 1, 20));
  });

  it('adds a record through the dialog built from the contract, and edits one with its values filled in', async () => {
    const user = userEvent.setup();
    renderWithQueries(<RecordList kind={shelfKind} canManage />);
    await user.click(await screen.findByRole('button', { name: 'Add Partner' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a Partner' });
    const name = within(dialog).getByLabelText('Name');
    expect(name.getAttribute('maxlength')).toBe('80');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(t('partners.field.name.invalid'))).not.toBeNull();
    expect(api.save).not.toHaveBeenCalled();
    await user.type(name, 'Maple');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.save).toHaveBeenCalledWith({ name: 'Maple' }, undefined));
    expect(notify.success).toHaveBeenCalledWith('Saved Maple');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit Oak' }));
    dialog = await screen.findByRole('dialog', { name: t('partners.dialog.edit') });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Oak');
  });

  it('asks before deleting, and offers the kind’s own step instead for a record in use', async () => {
    const user = userEvent.setup();
    renderWithQueries(<RecordList kind={shelfKind} canManage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Oak' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Delete Oak?' });
    expect(api.remove).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(api.remove).toHaveBeenCalledWith(oak));
    expect(notify.success).toHaveBeenCalledWith('Deleted Oak');

    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete Pine' }));
    ask = await screen.findByRole('alertdialog', { name: 'Delete Pine?' });
    expect(ask.textContent).toContain('author of 2 post(s)');
    await user.click(within(ask).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => expect(api.save).toHaveBeenCalledWith({ name: 'Pine (retired)' }, pine.id));
    expect(api.remove).toHaveBeenCalledTimes(1);
  });

  it('shows a member the list without Add or the Actions column', async () => {
    renderWithQueries(<RecordList kind={shelfKind} canManage={false} />, { user: testMember });
    const table = await screen.findByRole('group', { name: 'Partners' });
    expect(screen.queryByRole('button', { name: 'Add Partner' })).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('never draws one kind’s rows in another kind’s columns while the other loads (a list reused by a tab)', async () => {
    const user = userEvent.setup();
    // Another kind whose rows have no `name`: its column would throw on a shelf. Its first page never arrives.
    const labelKind = {
      ...shelfKind,
      columns: [{ header: 'manage.column.name', cell: (row: { label: string }) => row.label.toUpperCase(), names: true }],
      api: {
        ...shelfKind.api,
        pageKey: (q: string, page: number) => ['test-labels', q, page],
        page: () => new Promise(() => {}),
      },
    } as unknown as RecordKind<Shelf, ShelfInput>;
    function Tabbed() {
      const [other, setOther] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOther(true)}>
            Other tab
          </button>
          <RecordList kind={other ? labelKind : shelfKind} canManage />
        </>
      );
    }
    renderWithQueries(<Tabbed />);
    const table = await screen.findByRole('group', { name: 'Partners' });
    expect(within(table).getByText('Oak')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Other tab' }));
    expect(screen.queryByText('Oak')).toBeNull();
    expect(screen.getByText(t('partners.loadingList'))).toBeTruthy();
  });
});
