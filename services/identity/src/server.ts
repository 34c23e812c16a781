import { runService } from '@agency/kit';
import { buildIdentityService } from './app.js';
import { loadIdentityConfig } from './config.js';

await runService(async () => {
  const config = loadIdentityConfig();
  const { app, operator } = await buildIdentityService(config);
  return { app, port: config.PORT, host: config.HOST, operator: { app: operator, port: config.METRICS_PORT } };
});
