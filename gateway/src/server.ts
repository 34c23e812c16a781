import { runService } from '@agency/kit';
import { buildGateway } from './app.js';
import { loadGatewayConfig } from './config.js';

await runService(async () => {
  const config = loadGatewayConfig();
  const { app, operator } = await buildGateway(config);
  return { app, port: config.PORT, host: config.HOST, operator: { app: operator, port: config.METRICS_PORT } };
});
