import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../shared/i18n/messages';
import hidden from '../../../shared/ui/visuallyHidden.module.css';
import { Highlighted } from './Highlighted';
import { useSiteSearch, type SearchResult } from './useSiteSearch';
import styles from './SiteSearch.module.css';

/**
 * The navigation's search box, as the ARIA 1.2 combobox pattern: the input keeps focus and points at
 * the active option (aria-activedescendant); arrows move, Enter opens, Escape closes, then clears.
 */
export function SiteSearch({ onChoose }: { onChoose?: () => void }) {
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { results, searching, noResults } = useSiteSearch(text);
  const expanded = open && results.length > 0;
  const activeIndex = expanded && active < results.length ? active : -1;

  // Closes on a click or touch anywhere else.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (result: SearchResult) => {
    close();
    setText('');
    onChoose?.();
    navigate(result.url || '/');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count) setActive(expanded ? (activeIndex + 1) % count : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count) setActive(expanded && activeIndex > 0 ? activeIndex - 1 : count - 1);
        break;
      case 'Enter': {
        const result = results[activeIndex];
        if (!result) return;
        event.preventDefault();
        choose(result);
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (open) close();
        else setText('');
        break;
    }
  };

  return (
    <div ref={root} className={styles.search} role="search">
      <label htmlFor={`${id}-input`} className={hidden.visuallyHidden}>
        {t('search.label')}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={(event) => {
          if (!root.current?.contains(event.relatedTarget)) close();
        }}
        onKeyDown={onKeyDown}
      />
      {searching && <span className={styles.spinner} aria-hidden="true" />}
      {/* One live region, present from the start, so screen readers announce each change. */}
      <span role="status" className={hidden.visuallyHidden}>
        {searching ? t('search.searching') : open && noResults ? t('search.noResults') : ''}
      </span>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('search.results')}
        className={styles.results}
        hidden={!expanded}
        // Keeps focus in the input, so choosing with the mouse does not close the list first.
        onPointerDown={(event) => event.preventDefault()}
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded &&
          results.map((result, index) => (
            <li
              key={`${result.url}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={styles.option}
              onClick={() => choose(result)}
              onPointerMove={() => setActive(index)}
            >
              <span className={styles.title}>
                <Highlighted pieces={result.highlightedTitle} fallback={result.title} />
              </span>
              {(result.highlightedDescription.length > 0 || result.description) && (
                <span className={styles.description}>
                  <Highlighted pieces={result.highlightedDescription} fallback={result.description} />
                </span>
              )}
            </li>
          ))}
      </ul>
      {open && noResults && (
        <p className={styles.empty} aria-hidden="true">
          {t('search.noResults')}
        </p>
      )}
    </div>
  );
}
