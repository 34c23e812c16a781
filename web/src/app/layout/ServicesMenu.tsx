import { useState } from 'react';
import { t } from '../../shared/i18n/messages';
import { ChevronDown } from './ChevronDown';
import styles from './Header.module.css';
import type { ServicesDropdown } from './ServicesDropdown';

/**
 * The Radix dropdown and its positioning engine are about a third of the first route's JavaScript,
 * so this placeholder trigger stands in until a visitor reaches for the menu (hover, focus or
 * click) and then hands over to the real one, passing on focus and a pending click.
 */
export function ServicesMenu() {
  const [Dropdown, setDropdown] = useState<typeof ServicesDropdown | null>(null);
  const [intent, setIntent] = useState({ open: false, focus: false });

  const load = () => {
    void import('./ServicesDropdown').then((module) => setDropdown(() => module.ServicesDropdown));
  };

  if (Dropdown) return <Dropdown defaultOpen={intent.open} focusTrigger={intent.focus} />;

  return (
    <button
      type="button"
      className={styles.navLink}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        setIntent((current) => ({ ...current, focus: true }));
        load();
      }}
      onBlur={() => setIntent((current) => ({ ...current, focus: false }))}
      onClick={() => {
        setIntent({ open: true, focus: true });
        load();
      }}
    >
      {t('nav.services')}
      <ChevronDown />
    </button>
  );
}
