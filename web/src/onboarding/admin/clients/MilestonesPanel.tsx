import * as onboardingSchemas from '@agency/contracts/openapi/onboarding.schemas';
import { FormField } from '../../../shared/forms/FormField';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import { formatDay, today, type Milestone, type MilestoneChange, type NewMilestone } from '../../project/projectPlan';
import button from '../../../shared/ui/button.module.css';
import text from '../../../shared/ui/text.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import {
  addMilestone,
  updateMilestone,
  useClientMilestones,
  useMarkMilestone,
  useReloadMilestones,
  useRemoveMilestone,
} from './useMilestones';
import styles from './MilestonesPanel.module.css';
import { failureWithReason } from '../../../shared/admin/refusal';

const body = onboardingSchemas.requestBodies.updateClientMilestone;
const newBody = onboardingSchemas.requestBodies.addClientMilestone;

/** The form's values: days as the date inputs give them ('' - no day), the note as typed. */
interface MilestoneValues {
  plannedOn: string;
  doneOn: string;
  note: string;
}

const valuesOf = (milestone: Milestone): MilestoneValues => ({
  plannedOn: milestone.plannedOn,
  doneOn: milestone.doneOn ?? '',
  note: milestone.note,
});

function MilestoneForm({ clientId, milestone, removable }: { clientId: string; milestone: Milestone; removable: boolean }) {
  const reload = useReloadMilestones(clientId);
  const mark = useMarkMilestone(clientId);
  const removal = useRemoveMilestone(clientId);
  const { form, onSubmit, pending } = useContractForm<MilestoneValues, Milestone, MilestoneChange>({
    body,
    messages: {
      plannedOn: t('milestones.invalid.plannedOn'),
      doneOn: t('milestones.invalid.doneOn'),
      note: t('milestones.invalid.note'),
    },
    verbatim: ['note'],
    defaultValues: valuesOf(milestone),
    send: (change) => updateMilestone(clientId, milestone.id, change),
    successMessage: t('milestones.saved', { name: milestone.name }),
    failureMessage: (error) => failureWithReason(t('milestones.saveFailed'), error),
    onSuccess: () => reload(),
  });
  const done = milestone.doneOn !== null;
  const headingId = `milestone-${milestone.id}`;

  const toggle = () =>
    mark.mutate(
      { milestoneId: milestone.id, doneOn: done ? null : today() },
      {
        onSuccess: () => notify.success(t(done ? 'milestones.markedNotDone' : 'milestones.markedDone', { name: milestone.name })),
        onError: (error) => notify.error(failureWithReason(t('milestones.saveFailed'), error)),
      },
    );

  const remove = () =>
    removal.mutate(milestone.id, {
      onSuccess: () => notify.success(t('milestones.removed', { name: milestone.name })),
      onError: (error) => notify.error(failureWithReason(t('milestones.removeFailed'), error)),
    });

  return (
    <li className={styles.milestone}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <div className={styles.heading}>
          <h3 id={headingId}>{milestone.name}</h3>
          <span className={done ? styles.done : text.muted}>
            {done
              ? t('milestones.state.done', { day: formatDay(milestone.doneOn!) })
              : t('milestones.state.planned', { day: formatDay(milestone.plannedOn) })}
          </span>
        </div>
        <div className={styles.fields}>
          <FormField form={form} name="plannedOn" label={t('milestones.plannedOn')} type="date" required />
          <FormField
            form={form}
            name="doneOn"
            label={t('milestones.doneOn')}
            hint={t('milestones.doneOn.hint')}
            type="date"
            required={false}
          />
          <FormField
            form={form}
            name="note"
            label={t('milestones.note')}
            as="textarea"
            rows={2}
            required={false}
            className={styles.note}
          />
        </div>
        <div className={styles.actions}>
          <SubmitButton label={t('milestones.save')} pendingLabel={t('milestones.saving')} pending={pending} />
          <button type="button" className={button.outline} onClick={toggle} disabled={mark.isPending || pending}>
            {t(done ? 'milestones.markNotDone' : 'milestones.markDone')}
          </button>
          {removable && (
            <button type="button" className={button.ghost} onClick={remove} disabled={removal.isPending || pending}>
              {t('milestones.remove')}
            </button>
          )}
        </div>
      </form>
    </li>
  );
}

interface NewMilestoneValues {
  name: string;
  plannedOn: string;
  note: string;
}

const emptyMilestone: NewMilestoneValues = { name: '', plannedOn: '', note: '' };

/** Add a Milestone: a name, its planned date and a note, put at the end of the plan. */
function AddMilestoneForm({ clientId }: { clientId: string }) {
  const reload = useReloadMilestones(clientId);
  const { form, onSubmit, pending } = useContractForm<NewMilestoneValues, Milestone, NewMilestone>({
    body: newBody,
    messages: {
      name: t('milestones.add.invalid.name'),
      plannedOn: t('milestones.invalid.plannedOn'),
      note: t('milestones.invalid.note'),
    },
    verbatim: ['note'],
    defaultValues: emptyMilestone,
    send: (milestone) => addMilestone(clientId, milestone),
    successMessage: (added) => t('milestones.added', { name: added.name }),
    failureMessage: (error) => failureWithReason(t('milestones.addFailed'), error),
    onSuccess: () => {
      form.reset(emptyMilestone);
      return reload();
    },
  });
  return (
    <form className={styles.milestone} onSubmit={onSubmit} noValidate aria-labelledby="milestone-add">
      <h3 id="milestone-add">{t('milestones.add')}</h3>
      <div className={styles.fields}>
        <FormField form={form} name="name" label={t('milestones.add.name')} />
        <FormField form={form} name="plannedOn" label={t('milestones.plannedOn')} type="date" />
        <FormField form={form} name="note" label={t('milestones.note')} as="textarea" rows={2} className={styles.note} />
      </div>
      <div className={styles.actions}>
        <SubmitButton label={t('milestones.add.submit')} pendingLabel={t('milestones.add.adding')} pending={pending} />
      </div>
    </form>
  );
}

/**
 * The client's project plan on the team's client page: each milestone's planned and done dates and its note
 * to the client, saved one milestone at a time, Mark Done / Mark Not Done in one click, Remove, and Add a
 * Milestone at the end. A milestone's
 * form starts again from what was saved whenever the plan is read again.
 */
export function MilestonesPanel({ clientId }: { clientId: string }) {
  const plan = useClientMilestones(clientId);
  return (
    <section className={`${adminPage.card} ${styles.section}`} aria-labelledby="client-milestones">
      <h2 id="client-milestones">{t('milestones.title')}</h2>
      <p className={text.muted}>{t('milestones.description')}</p>
      {plan.isPending && <p role="status">{t('milestones.loading')}</p>}
      {plan.isError && <p role="alert">{t('milestones.loadFailed')}</p>}
      {plan.data?.length === 0 && <p className={text.muted}>{t('milestones.none')}</p>}
      {plan.data && plan.data.length > 0 && (
        <ol className={styles.list}>
          {plan.data.map((milestone) => (
            <MilestoneForm
              key={`${milestone.id}:${milestone.plannedOn}:${milestone.doneOn ?? ''}:${milestone.note}`}
              clientId={clientId}
              milestone={milestone}
              removable={plan.data.length > 1}
            />
          ))}
        </ol>
      )}
      {plan.data && plan.data.length > 0 && plan.data.length < 24 && <AddMilestoneForm clientId={clientId} />}
    </section>
  );
}
