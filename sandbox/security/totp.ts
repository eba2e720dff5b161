/** RFC 6238 TOTP: HMAC-SHA1, 30 s steps, 6 digits; a code of the previous or next step is accepted too. */
import { createHmac, timingSafeEqual } from 'node:crypto';

const STEP_MS = 30_000;
const DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(secret: string): Buffer {
  const clean = secret.replace(/=+$/, '').replace(/\s/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Caractère base32 invalide : ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP of one counter value. */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

export function totp(secret: string, now: number): string {
  return hotp(base32Decode(secret), Math.floor(now / STEP_MS));
}

export function verifyTotp(secret: string, code: string, now: number): boolean {
  const key = base32Decode(secret);
  const step = Math.floor(now / STEP_MS);
  return [step - 1, step, step + 1].some((counter) => timingSafeEqual(Buffer.from(hotp(key, counter)), Buffer.from(code.padEnd(DIGITS).slice(0, DIGITS))));
}
