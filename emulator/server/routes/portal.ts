/**
 * What the spec's Versioning section publishes: the OpenAPI description (JSON and YAML, generated
 * from the route catalogue and the shared schemas, built once on first request) and the changelog.
 * No key: a developer portal's public pages.
 */
import type { FastifyInstance } from 'fastify';
import { stringify } from 'yaml';
import { changelogHtml } from '../../portal/changelog';
import { buildOpenApi } from '../../portal/openapi';
import type { EmulatorContext } from '../context';

export function portalRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  let cached: Record<string, unknown> | null = null;
  const document = () => {
    cached ??= buildOpenApi(ctx.routes, ctx.baseUrl);
    return cached;
  };
  app.get('/portal/openapi-public.json', async (_req, reply) => reply.header('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify(document(), null, 2)));
  app.get('/portal/openapi-public.yaml', async (_req, reply) => reply.header('Content-Type', 'application/yaml; charset=utf-8').send(stringify(document(), { aliasDuplicateObjects: false, lineWidth: 0 })));
  app.get('/changelog.html', async (_req, reply) => reply.header('Content-Type', 'text/html; charset=utf-8').send(changelogHtml()));
}
