import { lazyPage } from '../../shared/lib/lazyPage';
import { ClientOnly } from './ClientOnly';

// The account's screen carries TanStack Query, the forms and its words: it loads after the frame.
const ClientAccount = lazyPage(() => import('../../identity/account/ClientAccount'), 'ClientAccount', ['account']);

/** /onboarding/account: a signed-in client's own account; anyone else goes to the sign-in. */
export function ClientAccountPage() {
  return (
    <ClientOnly>
      <ClientAccount />
    </ClientOnly>
  );
}
