const billing = ['payments', 'billing'] as const;

/** The payments service's query keys. */
export const paymentsKeys = {
  settings: ['payments', 'settings'] as const,
  billing: {
    all: billing,
    /** The signed-in client's own subscription and invoices. */
    client: [...billing, 'client'] as const,
    clientInvoices: [...billing, 'client', 'invoices'] as const,
    /** A client's, for the team. */
    team: (clientId: string) => [...billing, 'team', clientId] as const,
    teamInvoices: (clientId: string) => [...billing, 'team', clientId, 'invoices'] as const,
  },
};
