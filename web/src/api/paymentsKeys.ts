/** The payments service's query keys. */
export const paymentsKeys = {
  settings: ['payments', 'settings'] as const,
};
