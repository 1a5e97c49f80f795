import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey, type JSONWebKeySet } from 'jose';
import type { Kysely } from 'kysely';
import { decodeJson, encodeJson } from '../../db/json-columns.ts';
import type { Database } from '../../db/schema.ts';

export const TOKEN_ALGORITHM = 'ES256';

export interface SigningKeys {
  /** The key new tokens are signed with. */
  current(): { kid: string; privateKey: CryptoKey };
  jwks(): JSONWebKeySet;
  verifierKeySet(): ReturnType<typeof createLocalJWKSet>;
  /** Reads the keys again: another instance may have added one. */
  reload(): Promise<void>;
}

// Keys live in the database so every instance signs and verifies with the same set.
export async function loadSigningKeys(db: Kysely<Database>): Promise<SigningKeys> {
  let signing: { kid: string; privateKey: CryptoKey } | null = null;
  let publicSet: JSONWebKeySet = { keys: [] };
  let keySet = createLocalJWKSet(publicSet);

  const read = async () => {
    const rows = await db.selectFrom('signing_keys').selectAll().where('retired_at', 'is', null).orderBy('created_at').orderBy('kid').execute();
    if (rows.length === 0) return false;
    // The oldest active key signs, so two instances that created keys at the same moment agree.
    const oldest = rows[0]!;
    signing = { kid: oldest.kid, privateKey: (await importJWK(decodeJson<JWK>(oldest.private_jwk)!, TOKEN_ALGORITHM)) as CryptoKey };
    publicSet = { keys: rows.map((row) => decodeJson<JWK>(row.public_jwk)!) };
    keySet = createLocalJWKSet(publicSet);
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
    verifierKeySet: () => keySet,
    reload: async () => {
      await read();
    },
  };
}
