// One rule for comparing addresses: trimmed and lower-cased (providers treat the local part
// case-insensitively in practice). Suppressions and outbox rows are matched by its SHA-256, so a
// suppression can outlive the person's record without keeping the address (decision 0034).
import { createHash } from 'node:crypto';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Hex SHA-256 of the normalised address. */
export function emailHash(email: string): string {
  return sha256Hex(normaliseEmail(email));
}
