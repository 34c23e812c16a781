import type { AccessCode, ClientDetail, ClientSummary } from './clientLabels';

/** A client as the list shows it; the fields a test cares about are overridden. */
export const clientSummary = (overrides: Partial<ClientSummary> = {}): ClientSummary => ({
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  businessName: 'Prairie Bakery',
  contactName: 'Ada Moreau',
  email: 'ada@prairiebakery.ca',
  phone: '780-555-0142',
  package: 'growth',
  projectType: 'Growth Package ($39)',
  monthlyPriceCents: null,
  billing: null,
  status: 'payment-pending',
  stepCompleted: 0,
  paymentCompleted: false,
  contractSigned: false,
  videoWatched: false,
  onboardingComplete: false,
  projectCompleted: false,
  createdAt: '2026-11-20T16:00:00Z',
  lastActivityAt: '2026-11-21T17:30:00Z',
  unreadMessages: 0,
  waiting: null,
  lastReminderAt: null,
  ...overrides,
});

export const accessCode = (overrides: Partial<AccessCode> = {}): AccessCode => ({
  id: '9a1c2a4e-0000-4000-8000-000000000001',
  code: 'MB-7K2QXP',
  expiresAt: '2026-12-20T16:00:00Z',
  issuedAt: '2026-11-20T16:00:00Z',
  emailedAt: '2026-11-20T16:00:05Z',
  redeemedAt: null,
  revokedAt: null,
  state: 'active',
  ...overrides,
});

/** A client whole, as its page reads it. */
export const clientDetail = (overrides: Partial<ClientDetail> = {}): ClientDetail => ({
  ...clientSummary(),
  paymentCompletedAt: null,
  contractSentAt: null,
  contractSignedAt: null,
  videoWatchedAt: null,
  onboardingCompletedAt: null,
  accessCodes: [accessCode()],
  team: { projectManager: null, leadDeveloper: null },
  completion: null,
  pendingEmail: null,
  ...overrides,
});
