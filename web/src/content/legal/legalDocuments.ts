import { trackSettled } from '../../shared/lib/trackSettled';
import type { LegalDocument } from './legalDocument';

// The English texts; a French one would sit beside each (privacyPolicy.fr.ts) and be chosen by locale.
const documents = {
  privacyPolicy: () => import('./privacyPolicy.en').then((module) => module.privacyPolicy),
  termsOfService: () => import('./termsOfService.en').then((module) => module.termsOfService),
} satisfies Record<string, () => Promise<LegalDocument>>;

export type LegalDocumentName = keyof typeof documents;

const loads = new Map<LegalDocumentName, Promise<LegalDocument>>();

/** A policy's text, loaded once as content beside its page's code; pages read it with use(). */
export function loadLegalDocument(name: LegalDocumentName): Promise<LegalDocument> {
  let load = loads.get(name);
  if (!load) {
    load = trackSettled(documents[name]());
    load.catch(() => loads.delete(name));
    loads.set(name, load);
  }
  return load;
}
