// Query strings and fragments often carry secrets (reset tokens, API keys, signed URLs): a captured
// URL keeps them only when nothing in them looks like one.
const SECRET_NAME = /token|key|secret|pass|auth|code|session|sig|jwt|credential|otp|nonce|hash|state/i;
// A long run of letters, digits and base64/hex punctuation is more likely a credential than a value
// people read (ids in paths are kept; this only looks at the query and fragment).
const SECRET_VALUE = /^[A-Za-z0-9+/_=.-]{24,}$/;

export function redactUrl(raw: string, base = 'http://invalid.invalid/'): string {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return raw.split(/[?#]/)[0]!.slice(0, 2048);
  }
  const params = [...url.searchParams, ...new URLSearchParams(url.hash.slice(1))];
  const secret = params.some(([name, value]) => SECRET_NAME.test(name) || SECRET_VALUE.test(value)) || SECRET_VALUE.test(url.hash.slice(1));
  if (secret) {
    url.search = '';
    url.hash = '';
  }
  url.username = '';
  url.password = '';
  return url.href.slice(0, 2048);
}
