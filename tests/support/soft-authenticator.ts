// A software WebAuthn authenticator for the tests (node:crypto only): an ES256 key pair per
// credential, attestation "none" for registration, signed assertions for sign-in. Each
// payload can be bent (origin, RP ID, counter, flags) to test what the server refuses.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString("base64url");

// --- a minimal CBOR encoder: unsigned/negative ints, byte and text strings, maps ----------
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries: Array<[Cbor, Cbor]> = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

// authenticatorData flags
export const UP = 0x01;
export const UV = 0x04;
const AT = 0x40;

function counterBytes(counter: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(counter, 0);
  return b;
}

export interface SoftCredential {
  id: string;
  rawId: Buffer;
  privateKey: KeyObject;
  cosePublicKey: Buffer;
  userHandle: string;
  counter: number;
}

export interface CeremonyOverrides {
  origin?: string;
  rpId?: string;
  /** Flags byte (default UP|UV, plus AT when registering). */
  flags?: number;
  counter?: number;
  challenge?: string;
  type?: string;
}

/** A new credential and the registration response a browser would send for `options`. */
export function register(
  options: { challenge: string; rp: { id?: string }; user: { id: string } },
  origin: string,
  overrides: CeremonyOverrides = {},
): { credential: SoftCredential; response: Record<string, unknown> } {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cosePublicKey = cbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  );
  const rawId = randomBytes(32);
  const rpId = overrides.rpId ?? options.rp.id ?? "";
  const counter = overrides.counter ?? 0;
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(rawId.length, 0);
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([overrides.flags ?? UP | UV | AT]),
    counterBytes(counter),
    Buffer.alloc(16), // AAGUID: none
    idLength,
    rawId,
    cosePublicKey,
  ]);
  const clientDataJSON = JSON.stringify({
    type: overrides.type ?? "webauthn.create",
    challenge: overrides.challenge ?? options.challenge,
    origin: overrides.origin ?? origin,
    crossOrigin: false,
  });
  const attestationObject = cbor({ fmt: "none", attStmt: {}, authData });
  const id = b64url(rawId);
  return {
    credential: { id, rawId, privateKey, cosePublicKey, userHandle: options.user.id, counter },
    response: {
      id,
      rawId: id,
      type: "public-key",
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ["internal"] },
    },
  };
}

/** The assertion a browser would send for `options`; advances the credential's counter by one unless told otherwise. */
export function assert(
  credential: SoftCredential,
  options: { challenge: string; rpId?: string },
  origin: string,
  overrides: CeremonyOverrides = {},
): Record<string, unknown> {
  const counter = overrides.counter ?? credential.counter + 1;
  credential.counter = counter;
  const authData = Buffer.concat([
    sha256(overrides.rpId ?? options.rpId ?? ""),
    Buffer.from([overrides.flags ?? UP | UV]),
    counterBytes(counter),
  ]);
  const clientDataJSON = JSON.stringify({
    type: overrides.type ?? "webauthn.get",
    challenge: overrides.challenge ?? options.challenge,
    origin: overrides.origin ?? origin,
    crossOrigin: false,
  });
  const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
  return {
    id: credential.id,
    rawId: credential.id,
    type: "public-key",
    authenticatorAttachment: "platform",
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: credential.userHandle,
    },
  };
}
