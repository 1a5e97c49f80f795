import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { OpenApiDocument } from './openapi.ts';

const key = ['openapi'] as const;

/** The server's own OpenAPI document, which the API reference is drawn from, so it never drifts. */
export function useOpenApiDocument() {
  return useQuery({ queryKey: key, queryFn: () => apiClient.get('/openapi.json', OpenApiDocument) });
}

/** The document the server rendered the API reference with. */
export function seedOpenApiDocument(client: QueryClient, document: OpenApiDocument): void {
  client.setQueryData(key, document);
}
