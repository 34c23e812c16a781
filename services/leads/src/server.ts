import { runService } from '@agency/kit';
import { buildLeadsService } from './app.js';
import { loadLeadsConfig } from './config.js';

await runService(async () => {
  const config = loadLeadsConfig();
  const { app } = await buildLeadsService(config);
  return { app, port: config.PORT, host: config.HOST };
});
