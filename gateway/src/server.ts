import { runService } from '@agency/kit';
import { buildGateway } from './app.js';
import { loadGatewayConfig } from './config.js';

await runService(async () => {
  const config = loadGatewayConfig();
  return { app: await buildGateway(config), port: config.PORT, host: config.HOST };
});
