import fsp from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

/**
 * Passphrase encryption of a backup archive with age (age-encryption.org/v1,
 * scrypt recipient), through the `age-encryption` package: the archive holds
 * every password and token hash of the site (docs/decisions/011-backup-archive.md).
 * An encrypted archive is the age file of the .tar.gz, so `age -d` opens it too.
 */

/** age's own default; a lower factor would need a longer passphrase for the same safety. */
const SCRYPT_WORK_FACTOR = 18;

const AGE_MAGIC = Buffer.from("age-encryption.org/v1\n");

// Loaded on first use, so a process that only serves pages never loads it (docs/deploy.md#memory).
let ageModule: Promise<typeof import("age-encryption")> | undefined;
function loadAge(): Promise<typeof import("age-encryption")> {
  ageModule ??= import("age-encryption");
  return ageModule;
}

/** The archive `source` (a .tar.gz stream) encrypted with the passphrase, as it is read. */
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

/** Why an encrypted archive did not open: the passphrase, or the file itself. */
export class DecryptionError extends Error {
  constructor(
    message: string,
    readonly wrongPassphrase: boolean,
  ) {
    super(message);
    this.name = "DecryptionError";
  }
}

/**
 * The plain .tar.gz of an encrypted archive, as it is read. The header is
 * checked before the first byte comes out, so a wrong passphrase is known
 * before anything is read into the database; a changed byte further on stops
 * the stream with an error.
 */
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

/** Whether the file starts as an age file does (a plain archive starts with gzip's 1f 8b). */
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
