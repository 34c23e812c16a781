import { z } from 'zod';
import { baseServiceEnv, parseConfig } from '@agency/kit';

export const leadsEnv = baseServiceEnv.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(4002),
  DATABASE_URL: baseServiceEnv.shape.DATABASE_URL.default('postgres://postgres@127.0.0.1:5432/agency_leads'),
});

export type LeadsConfig = z.infer<typeof leadsEnv>;

export const loadLeadsConfig = (env: NodeJS.ProcessEnv = process.env): LeadsConfig => parseConfig(leadsEnv, env);
