import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../identity/auth/useAuth';
import { t } from '../../../shared/i18n/messages';
import { Seo } from '../../../app/seo/Seo';
import button from '../../../shared/ui/button.module.css';
import layout from '../../../shared/ui/layout.module.css';
import { RecordList } from '../../../shared/ui/records/RecordList';
import { ChangeDialog, type AskedChange } from './ChangeDialog';
import type { TaxonomyKind } from './taxonomyKinds';
import { taxonomyKind } from './taxonomyKind';

/**
 * /admin/categories and /admin/tags: the names with how many posts use each, searched and paged. The
 * team sees them and adds categories (members file their posts too); admins rename, delete (moving a category's
 * posts first) and merge tags, as the server allows only them.
 */
export function TaxonomyScreen({ kind }: { kind: TaxonomyKind }) {
  const { isAdmin } = useAuth();
  const [asked, setAsked] = useState<AskedChange | null>(null);
  const categories = kind === 'categories';
  const title = categories ? 'page.categories.title' : 'page.tags.title';
  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t(title)} description={t(categories ? 'page.categories.description' : 'page.tags.description')} noIndex />
      <RecordList
        kind={taxonomyKind(kind)}
        title={title}
        canManage={isAdmin}
        canAdd
        headerExtra={
          <Link className={button.outline} to={categories ? '/admin/tags' : '/admin/categories'}>
            {t(categories ? 'taxonomy.toTags' : 'taxonomy.toCategories')}
          </Link>
        }
        onDelete={(term) => setAsked({ kind: 'delete', term })}
        moreActions={
          categories
            ? undefined
            : (term) => (
                <button
                  type="button"
                  className={button.outline}
                  aria-haspopup="dialog"
                  aria-label={t('taxonomy.merge.label', { name: term.name })}
                  onClick={() => setAsked({ kind: 'merge', term })}
                >
                  {t('taxonomy.merge')}
                </button>
              )
        }
      />
      {isAdmin && <ChangeDialog of={kind} asked={asked} onClose={() => setAsked(null)} />}
    </section>
  );
}
