import { runService } from '@agency/kit';
import { buildOnboardingService } from './app.js';
import { loadOnboardingConfig } from './config.js';

await runService(async () => {
  const config = loadOnboardingConfig();
  const { app, operator } = await buildOnboardingService(config);
  return { app, port: config.PORT, host: config.HOST, operator: { app: operator, port: config.METRICS_PORT } };
});
