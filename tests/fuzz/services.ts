import type { BuiltService, TestableService, TestService } from '@agency/kit/testing';
import { contractFile as identityContract } from '../../services/identity/src/app.js';
import { identity } from '../../services/identity/test/support.js';
import { contractFile as leadsContract } from '../../services/leads/src/app.js';
import { leads } from '../../services/leads/test/support.js';
import { contractFile as notificationsContract } from '../../services/notifications/src/app.js';
import { notifications } from '../../services/notifications/test/support.js';
import { identityEnv, identityFixtures } from './fixtures/identity.js';
import { leadsFixtures } from './fixtures/leads.js';
import type { Caller, Examples } from './requests.js';

/** What a service's fuzzing starts from, besides its contract. */
export interface Fixtures {
  examples?: Examples;
  /** The Cookie header a signed-in caller sends, made fresh for each request. */
  cookies?: (caller: Exclude<Caller, 'anonymous'>) => Promise<string>;
}

export interface FuzzedService extends TestableService<BuiltService, never> {
  contract: string;
  env?: Record<string, string>;
  fixtures?: (t: TestService<BuiltService>) => Promise<Fixtures>;
}

const fuzzed = <S extends BuiltService, C>(
  testable: TestableService<S, C>,
  rest: Omit<FuzzedService, keyof TestableService<S, C>>,
): FuzzedService => ({ ...(testable as unknown as TestableService<BuiltService, never>), ...rest });

/** Every service whose contract is fuzzed: the one place that lists them. */
export const fuzzedServices: FuzzedService[] = [
  fuzzed(identity, { contract: identityContract, env: identityEnv, fixtures: identityFixtures }),
  fuzzed(leads, { contract: leadsContract, fixtures: leadsFixtures }),
  fuzzed(notifications, { contract: notificationsContract }),
];
