import { QueryProvider } from '../../shared/api/QueryProvider';
import { ApiError } from '../../shared/api/expectOk';
import { t } from '../../shared/i18n/messages';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { DisplayNameSection } from './DisplayNameSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { TimeZoneSection } from './TimeZoneSection';
import styles from './AccountScreen.module.css';
import { useAccount } from './useAccount';

interface AccountScreenProps {
  /** Where signing out everywhere leaves the person: their side's sign-in. */
  signInPath: string;
}

function AccountSections({ signInPath }: AccountScreenProps) {
  const account = useAccount();
  if (account.isPending) return <StatusMessage>{t('account.loading')}</StatusMessage>;
  if (account.isError) {
    // An access-code session is a client without an account yet: nothing here is theirs to change.
    const needsAccount = account.error instanceof ApiError && account.error.status === 403;
    return <StatusMessage failed>{needsAccount ? t('account.needsAccount') : t('account.loadFailed')}</StatusMessage>;
  }
  return (
    <div className={styles.sections}>
      <DisplayNameSection key={`name-${account.data.name ?? ''}`} account={account.data} />
      <TimeZoneSection key={`zone-${account.data.timeZone ?? ''}`} account={account.data} />
      <PasswordSection />
      <EmailSection account={account.data} />
      <SessionsSection signInPath={signInPath} />
    </div>
  );
}

/** The Account page's sections, the same for the team and for clients; each side puts them in its own frame. */
export function AccountScreen({ signInPath }: AccountScreenProps) {
  return (
    <QueryProvider>
      <AccountSections signInPath={signInPath} />
    </QueryProvider>
  );
}
