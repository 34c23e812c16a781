import { runService } from '@agency/kit';
import { buildNotificationsService } from './app.js';
import { loadNotificationsConfig } from './config.js';

await runService(async () => {
  const config = loadNotificationsConfig();
  const { app, operator } = await buildNotificationsService(config);
  return { app, port: config.PORT, host: config.HOST, operator: { app: operator, port: config.METRICS_PORT } };
});
