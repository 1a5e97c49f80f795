import { z } from 'zod';

export const Id = z.uuid({ message: 'Must be a valid id' });
export type Id = z.infer<typeof Id>;

export const Timestamp = z.string().describe('ISO 8601 date-time');

/** An http(s) URL, at most 2048 characters. */
export const HttpUrl = z.url({ protocol: /^https?$/, message: 'Must be an http(s) URL' }).max(2048);

/** A web origin (scheme://host[:port]) in canonical form, as browsers send it in the Origin header. */
export const Origin = HttpUrl.transform((value, ctx) => {
  const url = new URL(value);
  if (url.pathname !== '/' || url.search || url.hash) {
    ctx.addIssue({ code: 'custom', message: 'An origin has no path, query or fragment' });
    return z.NEVER;
  }
  return url.origin;
});

export const IdParams = z.strictObject({ id: Id });
export const WorkspaceParams = z.strictObject({ workspaceId: Id });

export const ErrorResponse = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
