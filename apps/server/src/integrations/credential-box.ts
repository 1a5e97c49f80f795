import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Integration secrets at rest: AES-256-GCM with the instance's key. A sealed value names the key that
 * sealed it (`v1.<keyId>.<iv>.<tag>.<ciphertext>`), so after a rotation the previous keys still open old
 * values until they are sealed again under the current key (reseal at start-up, see the README).
 * The row id and field name are the additional data: a value copied into another row does not open.
 */
export interface CredentialBox {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
  /** Whether the value was sealed with an older key and should be sealed again. */
  isStale(sealed: string): boolean;
}

const VERSION = 'v1';
const KEY_FILE = 'integrations.key';

function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** A base64 key of 32 bytes, as INTEGRATIONS_KEY takes it. */
export function parseKey(text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error('An integrations key must be 32 bytes, base64-encoded (openssl rand -base64 32)');
  return key;
}

/**
 * The configured key, or the one kept in the data directory (made on the first start). Several
 * instances must share one key: set INTEGRATIONS_KEY on each.
 */
export function loadIntegrationsKey(configured: string | null, dataDir: string): Buffer {
  if (configured) return parseKey(configured);
  const path = join(dataDir, KEY_FILE);
  if (existsSync(path)) return parseKey(readFileSync(path, 'utf8'));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  chmodSync(path, 0o600);
  return parseKey(readFileSync(path, 'utf8'));
}

export function createCredentialBox(current: Buffer, previous: Buffer[] = []): CredentialBox {
  const currentId = keyId(current);
  const keys = new Map<string, Buffer>([[currentId, current], ...previous.map((key) => [keyId(key), key] as const)]);
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, currentId, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join('.');
    },
    open(sealed, context) {
      const [version, id, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !id || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed integration secret');
      const key = keys.get(id);
      if (!key) throw new Error(`Integration secret sealed with an unknown key (${id}): set that key in INTEGRATIONS_PREVIOUS_KEYS`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
    },
    isStale(sealed) {
      return sealed.split('.')[1] !== currentId;
    },
  };
}
