import { runService } from '@agency/kit';
import { buildOnboardingService } from './app.js';
import { loadOnboardingConfig } from './config.js';

await runService(async () => {
  const config = loadOnboardingConfig();
  const { app } = await buildOnboardingService(config);
  return { app, port: config.PORT, host: config.HOST };
});
