import { t } from '../../../shared/i18n/messages';

export interface ResultRow {
  key: string;
  value: string;
}

/** The contract's bounds on a case study's results and gallery. */
export const MAX_RESULTS = 20;
export const MAX_GALLERY = 12;

/** What is wrong with the result rows before they are sent (the service checks the same), or undefined. */
export function resultsProblem(rows: readonly ResultRow[]): string | undefined {
  if (rows.length === 0) return t('caseStudies.results.tooFew');
  const keys = new Set<string>();
  for (const row of rows) {
    const key = row.key.trim();
    const value = row.value.trim();
    if (!key || !value || key.length > 60 || value.length > 200) return t('caseStudies.results.incomplete');
    if (keys.has(key)) return t('caseStudies.results.repeated', { key });
    keys.add(key);
  }
  return undefined;
}
