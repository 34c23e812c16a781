import * as onboardingSchemas from '@agency/contracts/openapi/onboarding.schemas';
import { ApiError } from '../../../shared/api/expectOk';
import { FormField } from '../../../shared/forms/FormField';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useContractForm } from '../../../shared/forms/useContractForm';
import fields from '../../../shared/forms/Field.module.css';
import { t } from '../../../shared/i18n/messages';
import text from '../../../shared/ui/text.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import { assignClientTeam, useTeammates, type ClientTeam, type ClientTeamAssignment, type Teammate } from './useClientTeam';
import { useReloadClients } from './useClients';
import styles from './ClientTeamSection.module.css';
import { failureWithReason } from '../../../shared/admin/refusal';

const body = onboardingSchemas.requestBodies.assignClientTeam;

/** A select's value: a teammate's id, or '' for nobody (sent as null). */
interface TeamValues {
  projectManagerId: string;
  leadDeveloperId: string;
}

const valuesOf = (team: ClientTeam): TeamValues => ({
  projectManagerId: team.projectManager?.id ?? '',
  leadDeveloperId: team.leadDeveloper?.id ?? '',
});

/** ONBOARDING_TEAMMATE_UNKNOWN: someone chosen is no longer an active teammate. */
const isTeammateUnknown = (error: unknown) =>
  error instanceof ApiError && (error.body as { code?: string } | undefined)?.code === 'ONBOARDING_TEAMMATE_UNKNOWN';

/**
 * The choices of one place: the active teammates, and whoever holds it now though no longer active (they
 * stay until someone else is chosen, so the select must be able to show them).
 */
function choicesFor(teammates: readonly Teammate[], holder: ClientTeam['projectManager']) {
  const choices = teammates.map((teammate) => ({ value: teammate.id, label: teammate.name }));
  if (holder && !teammates.some((teammate) => teammate.id === holder.id)) {
    choices.push({ value: holder.id, label: t('client.team.inactive', { name: holder.name }) });
  }
  return choices;
}

function ClientTeamForm({ clientId, team, teammates }: { clientId: string; team: ClientTeam; teammates: readonly Teammate[] }) {
  const reloadClients = useReloadClients();
  const { form, onSubmit, pending } = useContractForm<TeamValues, ClientTeam, ClientTeamAssignment>({
    body,
    messages: {
      projectManagerId: t('client.team.unknown'),
      leadDeveloperId: t('client.team.unknown'),
    },
    defaultValues: valuesOf(team),
    send: (assignment) => assignClientTeam(clientId, assignment),
    successMessage: t('client.team.saved'),
    failureMessage: (error) =>
      isTeammateUnknown(error) ? t('client.team.unknown') : failureWithReason(t('client.team.saveFailed'), error),
    onSuccess: (saved) => {
      form.reset(valuesOf(saved));
      void reloadClients();
    },
  });

  return (
    <form className={`${fields.stack} ${styles.form}`} onSubmit={onSubmit} noValidate aria-label={t('client.team')}>
      <FormField
        form={form}
        name="projectManagerId"
        label={t('client.team.manager')}
        as="select"
        required={false}
        placeholder={t('client.team.notAssigned')}
        options={choicesFor(teammates, team.projectManager)}
      />
      <FormField
        form={form}
        name="leadDeveloperId"
        label={t('client.team.developer')}
        as="select"
        required={false}
        placeholder={t('client.team.notAssigned')}
        options={choicesFor(teammates, team.leadDeveloper)}
      />
      <div>
        <SubmitButton label={t('client.team.save')} pendingLabel={t('client.team.saving')} pending={pending} />
      </div>
    </form>
  );
}

/** Project team: who looks after the client (their names show on the client's dashboard). */
export function ClientTeamSection({ clientId, team }: { clientId: string; team: ClientTeam }) {
  const teammates = useTeammates();
  return (
    <section className={`${adminPage.card} ${styles.section}`} aria-labelledby="client-team">
      <h2 id="client-team">{t('client.team')}</h2>
      <p className={text.muted}>{t('client.team.description')}</p>
      {teammates.isPending && <p role="status">{t('client.team.loading')}</p>}
      {teammates.isError && <p role="alert">{t('client.team.loadFailed')}</p>}
      {teammates.data && <ClientTeamForm clientId={clientId} team={team} teammates={teammates.data} />}
    </section>
  );
}
