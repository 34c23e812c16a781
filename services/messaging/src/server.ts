import { runService } from '@agency/kit';
import { buildMessagingService } from './app.js';
import { loadMessagingConfig } from './config.js';

await runService(async () => {
  const config = loadMessagingConfig();
  const { app, operator } = await buildMessagingService(config);
  return { app, port: config.PORT, host: config.HOST, operator: { app: operator, port: config.METRICS_PORT } };
});
