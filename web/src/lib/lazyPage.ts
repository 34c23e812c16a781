import { lazy, type ComponentType } from 'react';
import { loadMessages, type Part } from '../i18n/messages';

/**
 * React.lazy for modules that export their page by name. The catalog parts the page needs load
 * beside its code rather than after it.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  parts: readonly Part[] = [],
) {
  return lazy(() =>
    Promise.all([load(), ...parts.map((part) => loadMessages(part))]).then(([module]) => ({ default: module[name] })),
  );
}
