import { LegalPage } from './LegalPage';

export function PrivacyPolicyPage() {
  return <LegalPage title="page.privacy.title" description="page.privacy.description" document="privacyPolicy" />;
}
