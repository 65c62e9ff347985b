/**
 * The producer side of the job queues for the API process: the two queues, ONE QueueEvents
 * listener per queue and a JobWaiter on each (every waiting request shares them), closed with
 * the app (queues, then listeners, then connections).
 */
import fp from 'fastify-plugin';
import { JobWaiter } from '@roadgremlin/service-kit';
import type { Config } from '../config.js';
import { createProducers, type Producers } from '../jobs/queues.js';

export interface Jobs {
  queues: Producers;
  generateWaiter: JobWaiter;
  enhanceWaiter: JobWaiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export const queuesPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const queues = await createProducers(config);
    app.decorate('jobs', {
      queues,
      generateWaiter: new JobWaiter(queues.generate, queues.generateEvents),
      enhanceWaiter: new JobWaiter(queues.enhance, queues.enhanceEvents),
    });
    app.addHook('onClose', async () => queues.close());
  },
  { name: 'trips-queues', fastify: '5.x' },
);
