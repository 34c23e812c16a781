import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { services } from '../content/services';
import { ChevronDown } from './ChevronDown';

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
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className="nav-link nav-trigger">
        Services
        <ChevronDown />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="start" sideOffset={8}>
          {services.map((service) => (
            <DropdownMenu.Item key={service.path} asChild className="menu-item">
              <Link to={service.path}>{service.name}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
