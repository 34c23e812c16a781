const account = ['account'] as const;

/** The identity service's query keys: the signed-in person's own account and sessions. */
export const identityKeys = {
  account: {
    all: account,
    detail: [...account, 'detail'] as const,
    sessions: [...account, 'sessions'] as const,
  },
};
