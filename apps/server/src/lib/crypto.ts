import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Secrets at rest (TOTP secrets, connector credentials): AES-256-GCM with the configured
 * DATA_ENCRYPTION_KEY. Stored as `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export type SecretBox = {
  seal: (plaintext: string) => string;
  open: (sealed: string) => string;
};

export function createSecretBox(base64Key: string): SecretBox {
  const key = Buffer.from(base64Key, 'base64');
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', iv, tag, data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) {
        throw new Error('Not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** Keyed hash for low-entropy secrets (6-digit codes): useless without the server key. */
export const keyedHash = (key: string, value: string) =>
  createHmac('sha256', key).update(value).digest('hex');

/** Compare two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
