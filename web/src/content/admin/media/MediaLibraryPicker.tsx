import { useId, useState } from 'react';
import fields from '../../../shared/forms/Field.module.css';
import { t } from '../../../shared/i18n/messages';
import { useDebouncedValue } from '../../../shared/lib/useDebouncedValue';
import button from '../../../shared/ui/button.module.css';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/admin/ListFilters';
import media from './Media.module.css';
import { useMediaLibrary } from './useMediaLibrary';

const PICKER_PAGE_SIZE = 12;

/**
 * "Choose from library": opens the newest stored images in place (searchable by file name); choosing one hands
 * its address to the form, as an upload would.
 */
export function MediaLibraryPicker({ onChosen }: { onChosen: (url: string) => void }) {
  const regionId = useId();
  const searchId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(false);
  return (
    <div className={media.picker}>
      <button
        type="button"
        className={button.outline}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => {
          setOpen(!open);
          setChosen(false);
        }}
      >
        {open ? t('media.pick.close') : t('media.pick.open')}
      </button>
      <p role="status" className={fields.hint}>
        {chosen ? t('media.pick.chosen') : ''}
      </p>
      <div id={regionId} hidden={!open}>
        {open && (
          <LibraryChoices
            searchId={searchId}
            onChosen={(url) => {
              onChosen(url);
              setChosen(true);
              setOpen(false);
            }}
          />
        )}
      </div>
    </div>
  );
}

function LibraryChoices({ searchId, onChosen }: { searchId: string; onChosen: (url: string) => void }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending } = useMediaLibrary(q, '', 1, PICKER_PAGE_SIZE);
  return (
    <>
      <div className={fields.field}>
        <label htmlFor={searchId}>{t('media.pick.search')}</label>
        <input id={searchId} type="search" maxLength={200} value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {isPending && <p className={fields.hint}>{t('media.loadingList')}</p>}
      {data && data.items.length === 0 && <p className={fields.hint}>{t('media.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className={media.grid} aria-label={t('media.pick.list')}>
          {data.items.map((item) => (
            <li key={item.name}>
              <button
                type="button"
                className={media.choice}
                aria-label={t('media.pick.use', { name: item.name })}
                onClick={() => onChosen(item.url)}
              >
                <img
                  src={item.url}
                  srcSet={item.srcset ?? undefined}
                  sizes={item.srcset ? '6rem' : undefined}
                  alt=""
                  width={item.width}
                  height={item.height}
                  loading="lazy"
                />
                <span aria-hidden="true">{item.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
