import { runService } from '@agency/kit';
import { buildLeadsService } from './app.js';
import { loadLeadsConfig } from './config.js';

await runService(async () => {
  const config = loadLeadsConfig();
  const { app, operator } = await buildLeadsService(config);
  return { app, port: config.PORT, host: config.HOST, operator: { app: operator, port: config.METRICS_PORT } };
});
