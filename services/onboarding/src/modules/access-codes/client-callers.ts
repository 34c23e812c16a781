/** Who may take a step: a client, signed in with an account or with its access code. */
export const clientCallers = ['client', 'onboarding-client'] as const;
