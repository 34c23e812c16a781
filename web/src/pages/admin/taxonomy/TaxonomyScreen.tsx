import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../auth/useAuth';
import fields from '../../../forms/Field.module.css';
import { t, type TextKey } from '../../../i18n/messages';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { Seo } from '../../../seo/Seo';
import button from '../../../ui/button.module.css';
import layout from '../../../ui/layout.module.css';
import adminPage from '../adminPage.module.css';
import adminTable from '../adminTable.module.css';
import { SEARCH_DEBOUNCE_MS } from '../ListFilters';
import { Pagination } from '../Pagination';
import { TableFrame } from '../TableFrame';
import { AddCategoryDialog } from './AddCategoryDialog';
import { ChangeDialog, type AskedChange } from './ChangeDialog';
import { RenameDialog } from './RenameDialog';
import { TAXONOMY_PAGE_SIZE, type TaxonomyKind, type TaxonomyUsage } from './taxonomyKinds';
import { useTaxonomyPage } from './useTaxonomy';
import styles from './TaxonomyScreen.module.css';

const wordsOf: Record<TaxonomyKind, { title: TextKey; description: TextKey; search: TextKey; empty: TextKey; table: TextKey }> = {
  categories: {
    title: 'page.categories.title',
    description: 'page.categories.description',
    search: 'taxonomy.searchCategories',
    empty: 'taxonomy.emptyCategories',
    table: 'taxonomy.categoriesTable',
  },
  tags: {
    title: 'page.tags.title',
    description: 'page.tags.description',
    search: 'taxonomy.searchTags',
    empty: 'taxonomy.emptyTags',
    table: 'taxonomy.tagsTable',
  },
};

/**
 * /admin/categories and /admin/tags: the names with how many posts use each, searched and paged. The
 * team sees them and adds categories; admins rename, delete (moving a category's posts first) and merge tags, as
 * the server allows only them.
 */
export function TaxonomyScreen({ kind }: { kind: TaxonomyKind }) {
  const { isAdmin } = useAuth();
  const words = wordsOf[kind];
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [renaming, setRenaming] = useState<TaxonomyUsage | null>(null);
  const [asked, setAsked] = useState<AskedChange | null>(null);
  const [adding, setAdding] = useState(false);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError } = useTaxonomyPage(kind, q, page, TAXONOMY_PAGE_SIZE);
  const searchId = `${kind}-search`;

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t(words.title)} description={t(words.description)} noIndex />
      <div className={adminPage.header}>
        <h1>{t(words.title)}</h1>
        {/* The team adds categories (members file their posts too); tags are added by naming them on a post. */}
        {kind === 'categories' && (
          <button type="button" className={button.primary} aria-haspopup="dialog" onClick={() => setAdding(true)}>
            {t('taxonomy.add')}
          </button>
        )}
        <Link className={button.outline} to={kind === 'categories' ? '/admin/tags' : '/admin/categories'}>
          {t(kind === 'categories' ? 'taxonomy.toTags' : 'taxonomy.toCategories')}
        </Link>
      </div>
      <div className={`${fields.field} ${styles.search}`}>
        <label htmlFor={searchId}>{t(words.search)}</label>
        <input
          id={searchId}
          type="search"
          maxLength={80}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {isPending && (
        <p className={layout.status} role="status">
          {t('taxonomy.loading')}
        </p>
      )}
      {!isPending && isError && !data && <p className={adminPage.empty}>{t('taxonomy.loadFailed')}</p>}
      {data && data.items.length === 0 && <p className={adminPage.empty}>{t(words.empty)}</p>}
      {data && data.items.length > 0 && (
        <TableFrame label={t(words.table)}>
          <table className={adminTable.table}>
            <thead>
              <tr>
                <th scope="col">{t('taxonomy.column.name')}</th>
                <th scope="col">{t('taxonomy.column.slug')}</th>
                <th scope="col">{t('taxonomy.column.posts')}</th>
                {isAdmin && <th scope="col">{t('taxonomy.column.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {data.items.map((term) => (
                <tr key={term.id}>
                  <td className={styles.name}>{term.name}</td>
                  <td>
                    <code>{term.slug}</code>
                  </td>
                  <td>{term.postCount}</td>
                  {isAdmin && (
                    <td>
                      <div className={styles.actions}>
                        <button
                          type="button"
                          className={button.outline}
                          aria-haspopup="dialog"
                          aria-label={t('taxonomy.rename.label', { name: term.name })}
                          onClick={() => setRenaming(term)}
                        >
                          {t('taxonomy.rename')}
                        </button>
                        {kind === 'tags' && (
                          <button
                            type="button"
                            className={button.outline}
                            aria-haspopup="dialog"
                            aria-label={t('taxonomy.merge.label', { name: term.name })}
                            onClick={() => setAsked({ kind: 'merge', term })}
                          >
                            {t('taxonomy.merge')}
                          </button>
                        )}
                        <button
                          type="button"
                          className={button.danger}
                          aria-haspopup="dialog"
                          aria-label={t('taxonomy.delete.label', { name: term.name })}
                          onClick={() => setAsked({ kind: 'delete', term })}
                        >
                          {t('taxonomy.delete')}
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {data && <Pagination page={page} total={data.total} pageSize={TAXONOMY_PAGE_SIZE} onPageChange={setPage} />}
      <AddCategoryDialog open={adding} onClose={() => setAdding(false)} />
      {isAdmin && (
        <>
          <RenameDialog kind={kind} term={renaming} onClose={() => setRenaming(null)} />
          <ChangeDialog of={kind} asked={asked} onClose={() => setAsked(null)} />
        </>
      )}
    </section>
  );
}
