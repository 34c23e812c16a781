/** A back-office list as it is shown: its filter, its search and its page. */
interface ListView {
  status: string;
  q: string;
  page: number;
}

const inquiries = ['inquiries'] as const;
const applications = ['applications'] as const;
const history = ['leads'] as const;

/** The leads service's query keys; each `all` is what a change reloads. */
export const leadsKeys = {
  inquiries: {
    all: inquiries,
    page: ({ status, q, page }: ListView) => [...inquiries, { status, q, page }] as const,
  },
  applications: {
    all: applications,
    page: ({ status, q, page }: ListView) => [...applications, 'list', { status, q, page }] as const,
    pendingCount: [...applications, 'pending-count'] as const,
  },
  /** Everything one address has sent, inquiries and applications alike. */
  history: {
    all: history,
    of: (email: string | null) => [...history, email] as const,
  },
};
