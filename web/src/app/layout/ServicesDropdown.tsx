import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { services } from '../../content/services';
import { t } from '../../shared/i18n/messages';
import { ChevronDown } from './ChevronDown';
import header from './Header.module.css';
import styles from './ServicesDropdown.module.css';

interface ServicesDropdownProps {
  /** Open right away: the visitor clicked the placeholder trigger while this was loading. */
  defaultOpen: boolean;
  /** Take over keyboard focus from the placeholder trigger this replaces. */
  focusTrigger: boolean;
}

export function ServicesDropdown({ defaultOpen, focusTrigger }: ServicesDropdownProps) {
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, [focusTrigger, defaultOpen]);

  return (
    // Not modal and not portalled: the rest of the page stays readable to assistive technology, and the
    // menu stays inside the navigation landmark.
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger ref={trigger} className={header.navLink}>
        {t('nav.services')}
        <ChevronDown />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className={styles.menu} align="start" sideOffset={8}>
        {services.map((service) => (
          <DropdownMenu.Item key={service.path} asChild className={styles.item}>
            <Link to={service.path}>{t(service.name)}</Link>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
