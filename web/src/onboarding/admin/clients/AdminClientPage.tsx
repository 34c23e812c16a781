import { Link, useParams } from 'react-router-dom';
import { t, type TextKey } from '../../../shared/i18n/messages';
import { formatMonthlyPrice } from '../../../shared/lib/format';
import { formatDate } from '../../../shared/lib/viewerTime';
import { Seo } from '../../../app/seo/Seo';
import layout from '../../../shared/ui/layout.module.css';
import text from '../../../shared/ui/text.module.css';
import { paymentPastDue } from '../../../payments/billing/billing';
import { DetailList } from '../../../shared/admin/DetailDialog';
import { HistoryPanel } from '../../../audit/admin/history/HistoryPanel';
import { AccessCodeHistory } from './AccessCodeHistory';
import { BillingSection } from './BillingSection';
import { ClientTeamSection } from './ClientTeamSection';
import { EditClientButton } from './EditClientButton';
import { ProjectSection } from './ProjectSection';
import { ContractSection } from './ContractSection';
import { MilestonesPanel } from './MilestonesPanel';
import { clientStatusLabel, formatMoment, packageLabel, type ClientDetail } from './clientLabels';
import { StatusBadge } from './StatusBadge';
import { BackToClients, ClientRecordPage } from './ClientRecordPage';
import adminPage from '../../../shared/admin/adminPage.module.css';
import styles from './AdminClientPage.module.css';

const steps: readonly { label: TextKey; at: keyof ClientDetail & `${string}At` }[] = [
  { label: 'client.step.payment', at: 'paymentCompletedAt' },
  { label: 'client.step.contractSent', at: 'contractSentAt' },
  { label: 'client.step.contractSigned', at: 'contractSignedAt' },
  { label: 'client.step.video', at: 'videoWatchedAt' },
  { label: 'client.step.onboarding', at: 'onboardingCompletedAt' },
];

/**
 * /admin/clients/{clientId}: the client's details, its onboarding steps with their times, its billing and
 * invoices, who looks after it, its project plan, its contract (with the signed PDF) and its access codes.
 */
export function AdminClientPage() {
  const { clientId = '' } = useParams();
  return (
    <ClientRecordPage clientId={clientId} loading={t('client.loading')} description={t('client.description')}>
      {(client) => (
        <section className={`${layout.page} ${layout.container}`}>
          <Seo title={client.businessName} description={t('client.description')} noIndex />
          <BackToClients />
          <div className={adminPage.header}>
            <div>
              <h1>{client.businessName}</h1>
              <StatusBadge tone={client.status} label={clientStatusLabel(client.status)} />
            </div>
            <div className={styles.headerActions}>
              <EditClientButton client={client} />
              <Link to={`/admin/clients/${client.id}/messages`} className={styles.messages}>
                {t('client.messages')}
              </Link>
            </div>
          </div>

          <div className={styles.columns}>
            <section className={adminPage.card} aria-labelledby="client-details">
              <h2 id="client-details">{t('client.details')}</h2>
              <DetailList
                notGiven={t('client.notProvided')}
                details={[
                  { label: t('client.business'), value: client.businessName },
                  { label: t('client.contact'), value: client.contactName },
                  {
                    label: t('client.email'),
                    value: (
                      <>
                        <a href={`mailto:${client.email}`}>{client.email}</a>
                        {client.pendingEmail && (
                          <span className={styles.pending}>{t('client.pendingEmail', { email: client.pendingEmail.email })}</span>
                        )}
                      </>
                    ),
                  },
                  { label: t('client.phone'), value: client.phone && <a href={`tel:${client.phone}`}>{client.phone}</a> },
                  { label: t('client.package'), value: packageLabel(client.package) },
                  { label: t('client.edit.projectType'), value: client.projectType },
                  { label: t('client.amountPaid'), value: formatMonthlyPrice(client.monthlyPriceCents) },
                  { label: t('client.status'), value: clientStatusLabel(client.status) },
                  { label: t('client.added'), value: formatDate(client.createdAt, 'short') },
                  { label: t('client.lastActivity'), value: formatMoment(client.lastActivityAt) },
                ]}
              />
            </section>

            <section className={adminPage.card} aria-labelledby="client-steps">
              <h2 id="client-steps">{t('client.steps')}</h2>
              <ol className={styles.steps}>
                {steps.map((step) => {
                  const at = client[step.at];
                  const pastDue = step.at === 'paymentCompletedAt' && paymentPastDue(client.billing);
                  return (
                    <li key={step.at} className={at && !pastDue ? styles.done : undefined}>
                      <span className={styles.stepName}>{t(pastDue ? 'client.step.paymentPastDue' : step.label)}</span>
                      {at ? (
                        <time dateTime={at}>{formatMoment(at)}</time>
                      ) : (
                        <span className={text.muted}>{t('client.notYet')}</span>
                      )}
                    </li>
                  );
                })}
              </ol>
            </section>
          </div>

          <BillingSection client={client} />

          <ProjectSection client={client} />

          <ClientTeamSection clientId={client.id} team={client.team} />

          <MilestonesPanel clientId={client.id} />

          <ContractSection clientId={client.id} />

          <AccessCodeHistory client={client} />

          <HistoryPanel subjectType="client" subjectId={client.id} />
        </section>
      )}
    </ClientRecordPage>
  );
}
