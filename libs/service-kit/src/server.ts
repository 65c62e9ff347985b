import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config.js';

export interface RunOptions {
  name: string;
  host: string;
  port: number;
  build: () => Promise<FastifyInstance>;
  /** Runs after the app closed (close queues, pools…). */
  onClose?: () => Promise<void>;
}

/** Builds, listens, and closes cleanly on SIGINT/SIGTERM (close-with-grace, 10 s). */
export async function runServer(opts: RunOptions) {
  let app: FastifyInstance;
  try {
    app = await opts.build();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`[${opts.name}] ${err.message}`);
      process.exit(78);
    }
    console.error(`[${opts.name}] failed to start:`, err);
    process.exit(1);
  }
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'closing');
    await app.close();
    await opts.onClose?.();
  });
  await app.listen({ host: opts.host, port: opts.port });
  return app;
}
