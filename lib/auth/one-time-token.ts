import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * The one-time links sent by e-mail (choose a new password, confirm an e-mail): 32 random bytes,
 * base64url (43 characters), of which only the SHA-256 is stored, so a leaked table opens nothing.
 */

export function newOneTimeToken(): string {
  return randomBytes(32).toString("base64url");
}

export function oneTimeTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
