// Record versions as the API and the back-office share them (docs/decisions/0029). Every
// staff-editable record carries `version`; every write addressed to one such record sends, in its
// JSON body, the `version` its screen loaded. A write against an older version answers 409 with a
// VersionConflict: the record as it is now, and who made the change and when.
import { z } from 'zod';
import { ApiError } from './api-client.ts';

/** The body field every versioned write carries. */
export const VERSION_FIELD = 'version';

export const VERSION_REQUIRED =
  'Send the version of the record you loaded ("version"): a write without it could overwrite a change you have not seen, so it is refused.';

export const VersionSchema = z
  .int({ error: VERSION_REQUIRED })
  .min(1, VERSION_REQUIRED)
  .max(2_147_483_647, VERSION_REQUIRED);

/** A write addressed to a record with nothing else to say (a delete, a streak reset): `{ version }`. */
export const VersionOnlySchema = z.strictObject({ version: VersionSchema });

export interface ChangedBy {
  username: string;
  /** The staff account's name, when the username belongs to one ('scheduler' and 'terminal' do not). */
  displayName: string | null;
}

/** The body of a 409 for a stale version. */
export interface VersionConflict<T = unknown> {
  error: string;
  conflict: 'version';
  /** The record as it is now (the API's usual shape of it, with its current version). */
  current: T;
  /** Who made the current version; null for a version older than version tracking. */
  changedBy: ChangedBy | null;
  /** When the current version was made (ISO). */
  changedAt: string;
}

/** "Amina Yusuf (amina)", "the scheduler", or "Someone" when nobody is recorded. */
export function changedByText(by: ChangedBy | null): string {
  if (!by) return 'Someone';
  if (by.username === 'scheduler') return 'The publishing scheduler';
  if (by.username === 'terminal') return 'A command at the server';
  return by.displayName ? `${by.displayName} (${by.username})` : by.username;
}

/** The version conflict a failed call answered, or null when it failed for another reason. */
export function versionConflictOf<T>(error: unknown): VersionConflict<T> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.bodyText) as Partial<VersionConflict<T>>;
    return body.conflict === 'version' && body.current !== undefined && typeof body.changedAt === 'string'
      ? {
          error: String(body.error ?? ''),
          conflict: 'version',
          current: body.current,
          changedBy: body.changedBy ?? null,
          changedAt: body.changedAt,
        }
      : null;
  } catch {
    return null;
  }
}
