/**
 * A policy as structured text: sections with ids (for the table of contents and links), each a run
 * of paragraphs, lists, sub-headings, links and our contact details. One module per document and
 * language (privacyPolicy.en.ts); they load only with their page.
 */
export type LegalBlock =
  string | { list: readonly string[] } | { subheading: string } | { link: { to: string; label: string } } | { contact: true };

export interface LegalSection {
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  /** When the text last changed, as YYYY-MM-DD. */
  updated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}
