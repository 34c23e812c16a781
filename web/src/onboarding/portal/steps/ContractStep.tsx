import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { t, type TextKey } from '../../../shared/i18n/messages';
import button from '../../../shared/ui/button.module.css';
import text from '../../../shared/ui/text.module.css';
import { PortalStatus } from '../PortalCard';
import { errorCodeOf, usePortalSettings } from './portalQueries';
import { SignContractForm } from './SignContractForm';
import { StepFrame } from './StepFrame';
import { useDemoSignature, useOwnContract, useSendContract, VIDEO_PATH, type Contract } from './useContract';
import styles from './Steps.module.css';

const includedItems: readonly [TextKey, TextKey][] = [
  ['contract.item.scope', 'contract.item.scope.text'],
  ['contract.item.timeline', 'contract.item.timeline.text'],
  ['contract.item.payment', 'contract.item.payment.text'],
  ['contract.item.support', 'contract.item.support.text'],
  ['contract.item.ip', 'contract.item.ip.text'],
];

function ProjectSummary({ contract }: { contract: Contract }) {
  const { summary } = contract;
  return (
    <section className={styles.panel} aria-labelledby="contract-summary">
      <h2 id="contract-summary">{t('contract.summary')}</h2>
      <dl className={styles.summary}>
        <dt>{t('contract.business')}</dt>
        <dd>{summary.businessName}</dd>
        <dt>{t('contract.contact')}</dt>
        <dd>{summary.contactName.trim() || t('contract.notProvided')}</dd>
        <dt>{t('contract.email')}</dt>
        <dd>{summary.email}</dd>
        <dt>{t('contract.package')}</dt>
        <dd>{summary.packageLabel}</dd>
      </dl>
    </section>
  );
}

function IncludedItems() {
  return (
    <section className={styles.panel} aria-labelledby="contract-included">
      <h2 id="contract-included">{t('contract.included')}</h2>
      <ul className={styles.items}>
        {includedItems.map(([name, detail]) => (
          <li key={name}>
            <strong>{t(name)}</strong>: {t(detail)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The contract as sent, paragraph by paragraph (blank lines split them), in a region the keyboard can scroll. */
function ContractText({ contract }: { contract: Contract }) {
  const label = t('contract.text', { version: contract.version });
  return (
    <>
      <div className={styles.contractText} role="region" aria-label={label} tabIndex={0}>
        {contract.text.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p className={`${text.muted} ${styles.digest}`}>{t('contract.digest', { sha256: contract.sha256 })}</p>
    </>
  );
}

function DemoSignature() {
  const demo = useDemoSignature();
  return (
    <button type="button" className={button.outline} disabled={demo.isPending} onClick={() => demo.mutate()}>
      {demo.isPending ? t('contract.signing') : t('contract.demoSign')}
    </button>
  );
}

interface SentContractProps {
  contract: Contract;
  demoMode: boolean;
  /** Just sent from this page: the focus moves to the view's heading, which took the button's place. */
  justSent: boolean;
}

/** After sending: the text to read, the signature and, in demo mode, the shortcut. */
function SentContract({ contract, demoMode, justSent }: SentContractProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justSent) heading.current?.focus();
  }, [justSent]);
  return (
    <section className={styles.panel} aria-labelledby="contract-sent">
      <h2 id="contract-sent" ref={heading} tabIndex={-1}>
        {t('contract.sent.title')}
      </h2>
      <p>{t('contract.sent.text')}</p>
      {contract.envelopeId && <p className={text.muted}>{t('contract.envelope', { id: contract.envelopeId })}</p>}
      <ContractText contract={contract} />
      <SignContractForm />
      {demoMode && (
        <div className={styles.actions}>
          <DemoSignature />
        </div>
      )}
    </section>
  );
}

function SendContract({ send }: { send: ReturnType<typeof useSendContract> }) {
  return (
    <div className={styles.actions}>
      <button type="button" className={button.primary} disabled={send.isPending} onClick={() => send.mutate()}>
        {send.isPending ? t('contract.sending') : t('contract.send')}
      </button>
    </div>
  );
}

/**
 * /onboarding/contract: the project summary and what the contract covers; Send Contract for Signature
 * e-mails it and opens the 'Contract Sent Successfully!' view, where the client reads and signs it.
 */
export function ContractStep() {
  const contract = useOwnContract();
  const portal = usePortalSettings();
  const send = useSendContract();

  if (contract.isPending) return <PortalStatus>{t('site.loading')}</PortalStatus>;
  // The server keeps the order too: not paid yet, the payment step.
  if (errorCodeOf(contract.error) === 'ONBOARDING_PAYMENT_REQUIRED') return <Navigate to="/onboarding/payment" replace />;
  if (contract.data?.status === 'signed') return <Navigate to={VIDEO_PATH} replace />;

  return (
    <StepFrame title="page.contract.title" description="page.contract.description">
      {contract.data ? (
        <>
          <ProjectSummary contract={contract.data} />
          <IncludedItems />
          {contract.data.status === 'sent' ? (
            <SentContract contract={contract.data} demoMode={portal.data?.demoMode ?? false} justSent={send.isSuccess} />
          ) : (
            <SendContract send={send} />
          )}
        </>
      ) : (
        // Loading errors on the onboarding pages stay quiet (spec 001 §8): a plain line, no alert.
        <p className={text.muted}>{t('contract.unavailable')}</p>
      )}
    </StepFrame>
  );
}
