import { runServer, startMetricsServer, type MetricsServer } from '@roadgremlin/service-kit';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

// Reads the environment, builds the gateway, listens on HOST:PORT (0.0.0.0:8080), closes on SIGINT/SIGTERM.
const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    console.error(`[gateway] ${(err as Error).message}`);
    process.exit(78);
  }
})();

// Prometheus metrics on METRICS_HOST:GATEWAY_METRICS_PORT (127.0.0.1:9464), apart from the public port.
let metrics: MetricsServer | undefined;
let metricsError: unknown;
if (config.GATEWAY_METRICS_PORT) {
  try {
    metrics = await startMetricsServer({ host: config.METRICS_HOST, port: config.GATEWAY_METRICS_PORT });
  } catch (err) {
    metricsError = err;
  }
}

const app = await runServer({ name: 'gateway', host: config.HOST, port: config.PORT, build: () => buildApp({ config }), onClose: async () => metrics?.close() });
if (metrics) app.log.info({ host: config.METRICS_HOST, port: metrics.port }, 'metrics on their own port');
// Serving traffic matters more than its metrics (a second gateway on one host, same port): keep going.
else if (metricsError) app.log.error({ err: metricsError, port: config.GATEWAY_METRICS_PORT }, 'metrics port not available: this gateway serves no /metrics');
