import type { z } from 'zod';
import { parseConfig, registeredServiceEnv } from '@agency/kit';

export const leadsEnv = registeredServiceEnv('leads');

export type LeadsConfig = z.infer<typeof leadsEnv>;

export const loadLeadsConfig = (env: NodeJS.ProcessEnv = process.env): LeadsConfig => parseConfig(leadsEnv, env);
