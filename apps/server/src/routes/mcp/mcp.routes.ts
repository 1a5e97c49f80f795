import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors.ts';
import { feedbackMcpServer } from '../../mcp/feedback-tools.ts';
import { requestBaseUrl } from '../../plugins/request-base-url.ts';

/**
 * The MCP server for AI assistants (streamable HTTP, stateless: every POST carries its own JSON-RPC
 * exchange, so any instance can answer it). An API key is the only way in; read keys see the read tools.
 */
export const mcpRoutes: FastifyPluginAsyncZod = async (app) => {
  // The scope check happens per tool: a read key may call /mcp, and only gets the read tools.
  app.post('/mcp', { config: { apiKey: 'read' } }, async (request, reply) => {
    const key = request.auth?.apiKey;
    if (!key) throw forbidden('The MCP server takes an API key: send Authorization: Bearer cf_... (create one in Settings > API).');
    const server = feedbackMcpServer(
      {
        db: app.db,
        webhooks: app.webhooks,
        jobs: app.jobs,
        plansEnabled: app.config.billing.plansEnabled,
        realtime: app.realtime,
        baseUrl: requestBaseUrl(app, request),
      },
      key,
    );
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    // The transport writes the raw response, which skips what the reply collected: carry over the
    // headers set before the handler (the key's RateLimit-* headers, CORS), so MCP answers show the same limit as REST.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Stateless: no server-to-client stream and no session to end.
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/mcp',
      config: { apiKey: 'read' },
      handler: async (_request, reply) =>
        reply
          .code(405)
          .header('allow', 'POST')
          .send({
            jsonrpc: '2.0',
            error: { code: -32000, message: 'Method not allowed: this MCP server is stateless, use POST.' },
            id: null,
          }),
    });
  }
};
