import { createElement, lazy, type ComponentType } from 'react';
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

/**
 * lazyPage for a section that reads the content service: TanStack Query and the section's part of the
 * message catalog arrive with it, so the first route of a public page carries none of them (DESIGN §10:
 * about 10 KB gzip that the budget has no room for).
 */
export function lazyWithQueries<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() =>
    Promise.all([load(), import('../api/QueryProvider'), loadMessages('content')]).then(([module, { QueryProvider }]) => {
      const Section = module[name];
      const WithQueries = (props: Props) => createElement(QueryProvider, null, createElement(Section, props));
      return { default: WithQueries };
    }),
  );
}
