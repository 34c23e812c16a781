/** The Activity screen's filters and page, as its query key holds them. */
interface ActivityView {
  actorId: string;
  subjectType: string;
  from: string;
  to: string;
  page: number;
}

const activity = ['audit', 'activity'] as const;
const history = ['audit', 'history'] as const;

/** The audit service's query keys; each `all` is what reloads them all. */
export const auditKeys = {
  activity: {
    all: activity,
    page: (view: ActivityView) => [...activity, view] as const,
    people: [...activity, 'people'] as const,
  },
  history: {
    all: history,
    of: (subjectType: string, subjectId: string) => [...history, subjectType, subjectId] as const,
  },
};
