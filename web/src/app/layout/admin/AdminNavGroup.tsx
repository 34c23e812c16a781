import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { t } from '../../../shared/i18n/messages';
import type { AdminGroup } from './adminNav';
import styles from './AdminHeader.module.css';

/** A section's link, marked while its screen is open. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/**
 * A group of the back office's sections: a button that shows or hides their links (the disclosure pattern:
 * Tab moves through the links, Escape closes the list and returns to the button). The button is marked as
 * the current section while one of its screens is open; the list closes when focus or a click goes elsewhere,
 * and after a link is followed.
 */
export function AdminNavGroup({ group }: { group: AdminGroup }) {
  const { pathname } = useLocation();
  // Open on the page it was opened on: going to another page closes it, however one gets there.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const listId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = group.links.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  // Focus moving to another element closes it; focus leaving the page (another window) does not.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !root.current?.contains(next)) setOpen(false);
  };

  return (
    <li ref={root} className={styles.group} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={current ? `${styles.link} ${styles.active}` : styles.link}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t(group.label)}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.menu} hidden={!open}>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={navLinkClass} onClick={() => setOpen(false)}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
