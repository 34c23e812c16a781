const team = ['team'] as const;
const account = ['account'] as const;

/**
 * The identity service's query keys: the team as admins manage it and the teammates pickers offer, an
 * invitation link's details, and the signed-in person's own account and sessions.
 */
export const identityKeys = {
  team: {
    all: team,
    list: ({ q, role, status }: { q: string; role: string; status: string }) => [...team, 'list', { q, role, status }] as const,
    teammates: [...team, 'teammates'] as const,
  },
  /** What an invitation link is for, by its token (kept in memory only, like the page's address). */
  invitation: (token: string) => ['team-invitation', token] as const,
  account: {
    all: account,
    detail: [...account, 'detail'] as const,
    sessions: [...account, 'sessions'] as const,
  },
};
