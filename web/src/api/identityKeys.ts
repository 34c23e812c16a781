const team = ['team'] as const;

/** The identity service's query keys: the team as admins manage it, and the teammates pickers offer. */
export const identityKeys = {
  team: {
    all: team,
    list: ({ q, role, status }: { q: string; role: string; status: string }) => [...team, 'list', { q, role, status }] as const,
    teammates: [...team, 'teammates'] as const,
  },
  /** What an invitation link is for, by its token (kept in memory only, like the page's address). */
  invitation: (token: string) => ['team-invitation', token] as const,
};
