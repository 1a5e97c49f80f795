import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DemoResponse } from '@commentflow/shared';
import { DEMO_PROJECT_KEY } from '../../services/demo-project.ts';

/** The key of the public demo project, for the demo pages' widget script tag. */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/demo', { schema: { tags: ['public site'], response: { 200: DemoResponse } } }, async () => ({ projectKey: DEMO_PROJECT_KEY }));
};
