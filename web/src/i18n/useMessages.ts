import { use } from 'react';
import { loadMessages, type Part } from './messages';

/** Suspends the calling screen until these parts of the catalog are loaded (not at all once they are). */
export function useMessages(...parts: Part[]): void {
  for (const part of parts) use(loadMessages(part));
}
