import { readFileSync } from 'node:fs';
import type { DocumentName } from '@agency/contracts/openapi/content';

/** A public document: the committed file (assets/) it is read from once, and the name a download gets. */
interface PublicDocument {
  bytes: Buffer;
  fileName: string;
}

const asset = (file: string) => readFileSync(new URL(`../../../assets/${file}`, import.meta.url));

/** Every document the contract names, read at start-up (so a missing file fails the start, not a visitor). */
export function loadDocuments(): Record<DocumentName, PublicDocument> {
  return {
    // Written by scripts/write-mission-paper.ts.
    'mission-paper': { bytes: asset('mission-paper.pdf'), fileName: 'maple-builders-mission-paper.pdf' },
  };
}
