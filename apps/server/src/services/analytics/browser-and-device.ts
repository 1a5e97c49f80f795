const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** The browser family of a comment: the widget's own label first, else read from the user agent. */
export function browserName(meta: { browser?: string; userAgent?: string } | null): string {
  if (meta?.browser) return meta.browser.split(/\s+\d/)[0]!.trim() || 'Unknown';
  const agent = meta?.userAgent ?? '';
  return BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'Unknown';
}

/** Phone, tablet or desktop from the viewport the comment was left in (the user agent as a fallback). */
export function deviceType(viewport: { width?: number } | null, userAgent = ''): string {
  const width = viewport?.width;
  if (typeof width === 'number') return width < 640 ? 'Phone' : width < 1024 ? 'Tablet' : 'Desktop';
  if (/iPad|Tablet/.test(userAgent)) return 'Tablet';
  if (/Mobi|Android|iPhone/.test(userAgent)) return 'Phone';
  return userAgent ? 'Desktop' : 'Unknown';
}
