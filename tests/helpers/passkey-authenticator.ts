import crypto from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A software authenticator for server tests: an ES256 key pair, a credential id and a
 * signature counter, answering registration and sign-in options the way a browser and
 * a platform authenticator would (attestation "none", user present and verified). Each
 * answer can be bent (another origin, another host, the counter held still) to show
 * what the server refuses.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => crypto.createHash("sha256").update(data).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Bend {
  origin?: string;
  rpId?: string;
  /** Sign with this counter instead of the next one. */
  counter?: number;
  /** Leave the user-verified flag off. */
  unverified?: boolean;
  challenge?: string;
}

export class SoftAuthenticator {
  readonly credentialId = crypto.randomBytes(16);
  private readonly keys = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  counter = 0;
  userHandle: string | undefined;

  constructor(private readonly site: { origin: string; rpId: string }) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    const key = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    return isoCBOR.encode(key);
  }

  register(options: PublicKeyCredentialCreationOptionsJSON, bend: Bend = {}): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.create", challenge: bend.challenge ?? options.challenge, origin: bend.origin ?? this.site.origin, crossOrigin: false }),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const flags = UP | AT | (bend.unverified ? 0 : UV);
    const authData = this.authData(bend.rpId ?? this.site.rpId, flags, this.counter, attested);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]) as never);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ["internal"] },
    };
  }

  signIn(options: PublicKeyCredentialRequestOptionsJSON, bend: Bend = {}): AuthenticationResponseJSON {
    const counter = bend.counter ?? ++this.counter;
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge: bend.challenge ?? options.challenge, origin: bend.origin ?? this.site.origin, crossOrigin: false }),
    );
    const authData = this.authData(bend.rpId ?? options.rpId ?? this.site.rpId, UP | (bend.unverified ? 0 : UV), counter);
    const signature = crypto.sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
    };
  }
}
