import { runService } from '@agency/kit';
import { buildPaymentsService } from './app.js';
import { loadPaymentsConfig } from './config.js';

await runService(async () => {
  const config = loadPaymentsConfig();
  const { app, operator } = await buildPaymentsService(config);
  return { app, port: config.PORT, host: config.HOST, operator: { app: operator, port: config.METRICS_PORT } };
});
