import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../shared/api/expectOk';
import { useFailureToast } from '../../../shared/api/useFailureToast';
import { t } from '../../../shared/i18n/messages';
import { isUuid } from '../../../shared/lib/validation';
import { Seo } from '../../../app/seo/Seo';
import layout from '../../../shared/ui/layout.module.css';
import text from '../../../shared/ui/text.module.css';
import type { ClientDetail } from './clientLabels';
import { useClient } from './useClients';
import styles from './ClientRecordPage.module.css';

/** Back to the client list, above each of a client's pages. */
export function BackToClients() {
  return (
    <Link to="/admin/clients" className={styles.back}>
      {t('client.back')}
    </Link>
  );
}

interface ClientRecordPageProps {
  clientId: string;
  /** Said while the client is read. */
  loading: string;
  /** The page's description, for the not-found and failure states too. */
  description: string;
  /** The page, once the client has been read. */
  children: (client: ClientDetail) => ReactNode;
}

/**
 * One of a client's pages for the team: the client is read first; a client that is not there (or an id
 * in the path that cannot be one) gets 'Client Not Found' with the spec's words, any other failure is said
 * on the page and toasted, and the page itself is drawn from the client once read.
 */
export function ClientRecordPage({ clientId, loading, description, children }: ClientRecordPageProps) {
  const { data: client, isPending, isError, error, errorUpdatedAt } = useClient(clientId);
  const missing = !isUuid(clientId) || (error instanceof ApiError && error.status === 404);
  // A client that is not there has its own state; any other failure is also toasted.
  useFailureToast({ isError: isError && !missing, errorUpdatedAt }, t('client.loadFailed'));

  if (isPending && !missing) {
    return (
      <p className={layout.status} role="status">
        {loading}
      </p>
    );
  }

  if (!client) {
    return (
      <section className={`${layout.page} ${layout.container}`}>
        <Seo title={t('client.notFound.title')} description={description} noIndex />
        <BackToClients />
        <h1>{missing ? t('client.notFound.title') : t('client.loadFailed')}</h1>
        {missing && <p className={text.muted}>{t('client.notFound.text')}</p>}
      </section>
    );
  }

  return children(client);
}
