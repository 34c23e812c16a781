import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { services } from '../content/services';

export function ServicesMenu() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="nav-link nav-trigger">
        Services
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
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
