import { runService } from '@agency/kit';
import { buildAuditService } from './app.js';
import { loadAuditConfig } from './config.js';

await runService(async () => {
  const config = loadAuditConfig();
  const { app, operator } = await buildAuditService(config);
  return { app, port: config.PORT, host: config.HOST, operator: { app: operator, port: config.METRICS_PORT } };
});
