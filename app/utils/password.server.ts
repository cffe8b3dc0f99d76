import type * as Argon2 from "@node-rs/argon2";

// Loaded on first use, so a process that only serves pages never loads it (docs/deploy.md#memory).
let argon2Module: Promise<typeof Argon2> | undefined;
function loadArgon2(): Promise<typeof Argon2> {
  argon2Module ??= import("@node-rs/argon2");
  return argon2Module;
}

// argon2id (the library's default algorithm) with OWASP's recommended minimums.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // An account with no password yet is refused after as much work as any other, so timing does not tell it apart.
  if (!passwordHash.startsWith("$argon2")) {
    await verifyQuietly(await dummyPasswordHash(), password);
    return false;
  }
  return verifyQuietly(passwordHash, password);
}

async function verifyQuietly(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the email is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password-for-timing");
  return dummyHash;
}
