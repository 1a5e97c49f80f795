import { hkdfSync, randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey, type JSONWebKeySet } from 'jose';
import type { Kysely } from 'kysely';
import { decodeJson, encodeJson } from '../../db/json-columns.ts';
import type { Database } from '../../db/schema.ts';

export const TOKEN_ALGORITHM = 'ES256';

export interface SigningKeys {
  /** The key new tokens are signed with. */
  current(): { kid: string; privateKey: CryptoKey };
  jwks(): JSONWebKeySet;
  /**
   * A 256-bit secret for HMAC tokens that only this server reads back (never a third party), derived
   * from the active key `kid` (HKDF, one `purpose` each, so no two uses share a secret); undefined for
   * a key that is not active. Every instance derives the same one from the shared key table.
   */
  macSecret(kid: string, purpose: string): Buffer | undefined;
  verifierKeySet(): ReturnType<typeof createLocalJWKSet>;
  /** Reads the keys again: another instance may have added one. */
  reload(): Promise<void>;
}

// Keys live in the database so every instance signs and verifies with the same set.
export async function loadSigningKeys(db: Kysely<Database>): Promise<SigningKeys> {
  let signing: { kid: string; privateKey: CryptoKey } | null = null;
  let publicSet: JSONWebKeySet = { keys: [] };
  let keySet = createLocalJWKSet(publicSet);
  let privateScalars = new Map<string, Buffer>();
  // Derived once per key and purpose: HKDF on every call was 3% of a comment create.
  let macSecrets = new Map<string, Buffer>();

  const read = async () => {
    const rows = await db
      .selectFrom('signing_keys')
      .selectAll()
      .where('retired_at', 'is', null)
      .orderBy('created_at')
      .orderBy('kid')
      .execute();
    if (rows.length === 0) return false;
    // The oldest active key signs, so two instances that created keys at the same moment agree.
    const oldest = rows[0]!;
    signing = { kid: oldest.kid, privateKey: (await importJWK(decodeJson<JWK>(oldest.private_jwk)!, TOKEN_ALGORITHM)) as CryptoKey };
    publicSet = { keys: rows.map((row) => decodeJson<JWK>(row.public_jwk)!) };
    keySet = createLocalJWKSet(publicSet);
    privateScalars = new Map(rows.map((row) => [row.kid, Buffer.from(decodeJson<JWK>(row.private_jwk)!.d!, 'base64url')]));
    macSecrets = new Map();
    return true;
  };

  if (!(await read())) {
    const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: TOKEN_ALGORITHM, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: TOKEN_ALGORITHM };
    await db
      .insertInto('signing_keys')
      .values({
        kid,
        algorithm: TOKEN_ALGORITHM,
        public_jwk: encodeJson(publicJwk),
        private_jwk: encodeJson(privateJwk),
        created_at: new Date().toISOString(),
        retired_at: null,
      })
      .execute();
    await read();
  }

  return {
    current: () => {
      if (!signing) throw new Error('No signing key loaded');
      return signing;
    },
    jwks: () => publicSet,
    macSecret: (kid, purpose) => {
      const known = macSecrets.get(`${kid} ${purpose}`);
      if (known) return known;
      const scalar = privateScalars.get(kid);
      if (!scalar) return undefined;
      const secret = Buffer.from(hkdfSync('sha256', scalar, 'commentflow', purpose, 32));
      macSecrets.set(`${kid} ${purpose}`, secret);
      return secret;
    },
    verifierKeySet: () => keySet,
    reload: async () => {
      await read();
    },
  };
}
