import { ApiError } from '../lib/api-request.ts';

/** One console line telling the site owner why the widget stays hidden. */
export function explainFailure(error: unknown, origin: string, key: string): string {
  const prefix = 'CommentFlow: the widget is hidden because';
  if (error instanceof ApiError) {
    if (error.status === 404)
      return `${prefix} the project key "${key}" is unknown to ${origin}. Check the data-project attribute of the snippet.`;
    if (error.status === 403)
      return `${prefix} this site's origin (${location.origin}) is not allowed for project "${key}". Add it to the project's allowed origins.`;
    return `${prefix} ${origin} answered ${error.status}: ${error.message}`;
  }
  // A refused origin gets no CORS headers, so the browser reports it as a network failure.
  return `${prefix} ${origin} could not be reached, or it refused this origin (${location.origin}) or the project key "${key}".`;
}
