import { t, type TextKey } from '../../../shared/i18n/messages';
import { formatDay, milestoneStates, type MilestoneState } from '../../project/projectPlan';
import visuallyHidden from '../../../shared/ui/visuallyHidden.module.css';
import { useOwnProjectPlan } from './useProjectPlan';
import styles from './ProjectTimeline.module.css';

const stateLabel: Record<MilestoneState, TextKey> = {
  done: 'plan.state.done',
  next: 'plan.state.next',
  later: 'plan.state.later',
};

/**
 * The client's project plan on its dashboard, in place of "Project Starting": each milestone with its state
 * (done, up next, later), the day it is planned for, the day it was done and the team's note, dated in the
 * client's own locale. Read again whenever the team changes a milestone (the thread's socket says so).
 */
export function ProjectTimeline() {
  const plan = useOwnProjectPlan();
  if (plan.isPending) {
    return (
      <p className={styles.muted} role="status">
        {t('plan.loading')}
      </p>
    );
  }
  if (plan.isError) {
    return (
      <p className={styles.muted} role="alert">
        {t('plan.loadFailed')}
      </p>
    );
  }
  const milestones = plan.data;
  // No plan yet (it is made as onboarding completes): the spec's own line stands in for it.
  if (milestones.length === 0) {
    return (
      <p className={styles.muted}>
        {t('dashboard.status.starting')}: {t('dashboard.status.pending')}
      </p>
    );
  }
  const states = milestoneStates(milestones);
  return (
    <>
      <h3 className={visuallyHidden.visuallyHidden} id="dashboard-plan">
        {t('plan.title')}
      </h3>
      <ol className={styles.timeline} aria-labelledby="dashboard-plan">
        {milestones.map((milestone, index) => {
          const state = states[index]!;
          return (
            <li key={milestone.id} className={`${styles.milestone} ${styles[state]}`}>
              <div className={styles.heading}>
                <h4 className={styles.name}>{milestone.name}</h4>
                <span className={styles.state}>{t(stateLabel[state])}</span>
              </div>
              <p className={styles.day}>
                {milestone.doneOn
                  ? t('plan.doneOn', { day: formatDay(milestone.doneOn) })
                  : t('plan.planned', { day: formatDay(milestone.plannedOn) })}
              </p>
              {milestone.note && (
                <p className={styles.note}>
                  <span className={visuallyHidden.visuallyHidden}>{t('plan.note')}: </span>
                  {milestone.note}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
