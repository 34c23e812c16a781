import { runService } from '@agency/kit';
import { buildIdentityService } from './app.js';
import { loadIdentityConfig } from './config.js';

await runService(async () => {
  const config = loadIdentityConfig();
  const { app } = await buildIdentityService(config);
  return { app, port: config.PORT, host: config.HOST };
});
