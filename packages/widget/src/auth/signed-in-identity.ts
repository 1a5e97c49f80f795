import type { Guest } from '@commentflow/shared/schemas/comment';

// The signed-in member's name and e-mail, for the comment forms: a member is not asked for them.
let identity: Guest | null = null;

export function signedInIdentity(): Guest | null {
  return identity;
}

export function setSignedInIdentity(value: Guest | null): void {
  identity = value;
}
