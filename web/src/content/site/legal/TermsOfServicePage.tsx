import { LegalPage } from './LegalPage';

export function TermsOfServicePage() {
  return <LegalPage title="page.terms.title" description="page.terms.description" document="termsOfService" />;
}
