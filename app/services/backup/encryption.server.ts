import fsp from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

// Plain age format, so `age -d` opens an archive too (docs/decisions/011-backup-archive.md).

/** age's own default; a lower factor would need a longer passphrase for the same safety. */
const SCRYPT_WORK_FACTOR = 18;

const AGE_MAGIC = Buffer.from("age-encryption.org/v1\n");

// Loaded on first use (docs/deploy.md#memory).
let ageModule: Promise<typeof import("age-encryption")> | undefined;
function loadAge(): Promise<typeof import("age-encryption")> {
  ageModule ??= import("age-encryption");
  return ageModule;
}

export async function* encrypting(
  source: AsyncIterable<Buffer>,
  passphrase: string,
  workFactor = SCRYPT_WORK_FACTOR,
): AsyncGenerator<Uint8Array> {
  const { Encrypter } = await loadAge();
  const encrypter = new Encrypter();
  encrypter.setPassphrase(passphrase);
  encrypter.setScryptWorkFactor(workFactor);
  const plain = Readable.toWeb(Readable.from(source)) as unknown as ReadableStream<Uint8Array>;
  yield* Readable.fromWeb((await encrypter.encrypt(plain)) as unknown as WebReadableStream<Uint8Array>);
}

export class DecryptionError extends Error {
  constructor(
    message: string,
    readonly wrongPassphrase: boolean,
  ) {
    super(message);
    this.name = "DecryptionError";
  }
}

/** The header is checked first, so a wrong passphrase is known before anything reaches the database. */
export async function decrypting(source: Readable, passphrase: string): Promise<Readable> {
  const { Decrypter } = await loadAge();
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  let plain: ReadableStream<Uint8Array>;
  try {
    plain = await decrypter.decrypt(Readable.toWeb(source) as unknown as ReadableStream<Uint8Array>);
  } catch (error) {
    source.destroy();
    const message = (error as Error).message;
    throw new DecryptionError(message, /no identity matched/i.test(message));
  }
  return Readable.from(failingAsDecryption(Readable.fromWeb(plain as unknown as WebReadableStream<Uint8Array>)));
}

async function* failingAsDecryption(plain: Readable): AsyncGenerator<Uint8Array> {
  try {
    yield* plain;
  } catch (error) {
    throw new DecryptionError((error as Error).message, false);
  }
}

export async function isEncryptedArchive(file: string): Promise<boolean> {
  const handle = await fsp.open(file, "r");
  try {
    const start = Buffer.alloc(AGE_MAGIC.length);
    const { bytesRead } = await handle.read(start, 0, start.length, 0);
    return bytesRead === AGE_MAGIC.length && start.equals(AGE_MAGIC);
  } finally {
    await handle.close();
  }
}
