import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey in software, for tests that sign in over HTTP without a browser: a P-256 key whose
 * public half is stored as the server stores an enrolled one (COSE), and which answers sign-in
 * options as an authenticator with user verification would (the browser side of the ceremony is
 * tests/e2e/admin.spec.ts, with Chromium's virtual authenticator).
 */
export function softPasskey() {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const bytes = (base64url = "") => new Uint8Array(Buffer.from(base64url, "base64url"));
  // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, bytes(jwk.x)],
    [-3, bytes(jwk.y)],
  ]);
  const id = randomBytes(16).toString("base64url");
  const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
  let counter = 0;
  return {
    id,
    publicKey: isoCBOR.encode(cose),
    /** The signed answer to sign-in `options`, as the browser would send it from `origin`. */
    answer(options: { challenge: string; rpId?: string }, origin: string) {
      const clientData = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin }));
      counter += 1;
      const count = Buffer.alloc(4);
      count.writeUInt32BE(counter);
      // rpIdHash, flags (user present 0x01 + user verified 0x04), sign count.
      const authenticatorData = Buffer.concat([sha256(options.rpId ?? ""), Buffer.from([0x05]), count]);
      const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientData)]), privateKey);
      return {
        id,
        rawId: id,
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientData.toString("base64url"),
          authenticatorData: authenticatorData.toString("base64url"),
          signature: signature.toString("base64url"),
        },
      };
    },
  };
}
