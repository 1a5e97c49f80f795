// Business constants of docs/product/limits.md and docs/product/widget.md, named once for server, web and widget.

export const PASSWORD_MIN_LENGTH = 6;
export const TOKEN_REFRESH_INTERVAL_MS = 3_300_000;
export const ID_TOKEN_TTL_SECONDS = 3_600;
export const SESSION_TTL_DAYS = 30;
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_RETRY = 1;

export const SOCKET_OPTIONS = {
  timeout: 20_000,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  transports: ['websocket', 'polling'],
} as const;

export const TOAST = {
  limit: 1,
  durationMs: 5_000,
  swipeThresholdPx: 50,
  removeDelayMs: 1_000_000,
} as const;

export const TRIAL_DAYS = 14;
export const TRIAL_BANNER_DAYS = 14;
export const TRIAL_MODAL_DAYS = 3;
/** How long a finished data export can be downloaded before it is deleted. */
export const EXPORT_DOWNLOAD_DAYS = 7;
/** How long the screenshot link in a tracker's ticket works for its readers. */
export const TICKET_SCREENSHOT_LINK_DAYS = 90;

export const STORAGE_KEYS = {
  authToken: 'auth_token',
  currentWorkspaceId: 'current_workspace_id',
  theme: 'theme',
  language: 'language',
  cookieConsent: 'cookieConsent',
  cookiePreferences: 'cookiePreferences',
} as const;

export const COMMENT_BODY_MAX = 5_000;
/** From this length on, composers show how many characters are left (never cutting the text). */
export const COMMENT_COUNTER_FROM = 4_500;
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;
/** Pages of a project, or authors of a workspace, sent at a time: the busiest first, the rest on demand or by search. */
export const CHOICES_PAGE_SIZE = 20;

/** Console errors/warnings and failed requests kept with a comment: the last N of each, messages cut to this length. */
export const CAPTURED_ENTRIES_MAX = 20;
export const CAPTURED_MESSAGE_MAX = 1_000;
/** Screenshots attached to a pin: at most this many bytes, attachable this long after the pin was created. */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_UPLOAD_WINDOW_SECONDS = 600;
/**
 * Decoded size of a screenshot: the widget's largest picture (a 6K display's viewport at 2x, 6016 x
 * 3384) fits, while a small file that decodes to a huge bitmap (a decompression bomb that would cost
 * every viewer's browser hundreds of MB) is refused. 21 million RGBA pixels are 84 MB decoded.
 */
export const SCREENSHOT_MAX_SIDE = 8_192;
export const SCREENSHOT_MAX_PIXELS = 21_000_000;
/** The most threads one bulk action may change. */
export const BULK_COMMENTS_MAX = 100;
/** Where the GA4 tag comes from: the web app loads it (with consent), the server's CSP allows it. */
export const ANALYTICS_TAG_ORIGIN = 'https://www.googletagmanager.com';

/** Where every new thread and reply starts, until someone triages it: the server stores it, the widget shows a pin still sending as it. */
export const NEW_COMMENT = { status: 'open', priority: 'medium', assigneeId: null } as const;
