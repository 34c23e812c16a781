import { runService } from '@agency/kit';
import { buildContentService } from './app.js';
import { loadContentConfig } from './config.js';

await runService(async () => {
  const config = loadContentConfig();
  const { app, operator } = await buildContentService(config);
  return { app, port: config.PORT, host: config.HOST, operator: { app: operator, port: config.METRICS_PORT } };
});
