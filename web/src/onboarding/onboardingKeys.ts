const clients = ['clients'] as const;
const portal = ['portal'] as const;

/** The onboarding service's query keys: the team's view of the clients, and the signed-in client's own. */
export const onboardingKeys = {
  clients: {
    all: clients,
    page: ({ filter, q, unread, mine, page }: { filter: string; q: string; unread: boolean; mine?: boolean; page: number }) =>
      [...clients, 'list', { filter, q, unread, mine, page }] as const,
    summary: [...clients, 'summary'] as const,
    detail: (clientId: string) => [...clients, 'detail', clientId] as const,
    contract: (clientId: string) => [...clients, 'contract', clientId] as const,
    teammates: [...clients, 'teammates'] as const,
    plan: (clientId: string) => [...clients, 'plan', clientId] as const,
  },
  paymentStatus: ['payment-status'] as const,
  portal: {
    client: [...portal, 'client'] as const,
    contract: [...portal, 'contract'] as const,
    settings: [...portal, 'settings'] as const,
    plan: [...portal, 'plan'] as const,
  },
  projectTemplate: ['project-template'] as const,
};
