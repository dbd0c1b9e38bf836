// A copy of everything the app holds about one user (decision 0057): GET /api/app/v1/me/export
// answers it, and the website's self-service copy (decision 0036) carries it as `appAccount` for
// the account with the requested address, so the two are the same content. Secrets (token and
// code hashes, salts) are left out; other people appear by id only where a row of the user names them.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import type { AppAccountExport } from '../../lib/schemas/app-privacy.ts';
import { queryRows } from '../sql.ts';
import { getMe } from './users.ts';

const rowsOf = (db: Executor, query: SQL) =>
  queryRows<{ row: Record<string, unknown> }>(db, query).then((list) => list.map((r) => r.row));

async function inTurn<K extends string>(
  db: Executor,
  queries: Record<K, SQL>,
): Promise<Record<K, Record<string, unknown>[]>> {
  const out = {} as Record<K, Record<string, unknown>[]>;
  for (const key of Object.keys(queries) as K[]) out[key] = await rowsOf(db, queries[key]);
  return out;
}

/** The app account with this address (users.email is unique on lower(email)), or null. */
export async function appAccountIdByEmail(db: Executor, email: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE lower(email) = lower(${email})`);
  return row?.id ?? null;
}

export async function appAccountExport(db: Executor, userId: number): Promise<AppAccountExport> {
  const profile = await getMe(db, userId);
  // One after the other: inside a transaction (the self-service copy) they share one connection.
  const rows = await inTurn(db, {
    completions: sql`SELECT jsonb_build_object('thawabId', c.task_id, 'deed', t.name, 'localDate', c.completed_on, 'timeZone', c.time_zone,
                                      'completedAt', c.completed_at, 'xp', c.xp) AS row
            FROM thawab_completions c LEFT JOIN thawab_tasks t ON t.id = c.task_id WHERE c.user_id = ${userId} ORDER BY c.completed_at, c.task_id`,
    badges: sql`SELECT jsonb_build_object('badgeId', b.id, 'name', b.name, 'earnedAt', ub.earned_at, 'displayed', ub.displayed) AS row
            FROM user_badges ub JOIN badges b ON b.id = ub.badge_id WHERE ub.user_id = ${userId} ORDER BY ub.earned_at, b.id`,
    circles: sql`SELECT jsonb_build_object('circleId', c.id, 'name', c.name, 'visibility', c.type, 'role', m.role, 'joinedAt', m.joined_at,
                                      'lastActiveAt', m.last_active_at, 'shareDeeds', m.share_deeds) AS row
            FROM circle_members m JOIN circles c ON c.id = m.circle_id WHERE m.user_id = ${userId} ORDER BY m.joined_at, c.id`,
    quranParts: sql`SELECT jsonb_build_object('circleId', q.circle_id, 'challenge', q.title, 'surah', q.surah_name, 'startAyah', a.start_ayah,
                                      'endAyah', a.end_ayah, 'completedAt', a.completed_at) AS row
            FROM circle_quran_assignments a JOIN circle_quran_challenges q ON q.id = a.challenge_id WHERE a.user_id = ${userId} ORDER BY a.id`,
    joinRequests: sql`SELECT jsonb_build_object('circleId', r.circle_id, 'status', r.status, 'requestedAt', r.requested_at, 'decidedAt', r.decided_at) AS row
            FROM circle_requests r WHERE r.user_id = ${userId} ORDER BY r.id`,
    activity: sql`SELECT jsonb_build_object('id', a.id, 'circleId', a.circle_id, 'type', a.type, 'content', a.content, 'createdAt', a.created_at,
                                      'localDate', a.local_date, 'targetUserId', a.target_user_id, 'goalId', a.goal_id, 'amount', a.amount) AS row
            FROM user_activity a WHERE a.user_id = ${userId} ORDER BY a.created_at, a.id`,
    reactions: sql`SELECT jsonb_build_object('activityId', r.activity_id, 'reaction', r.reaction, 'createdAt', r.created_at) AS row
            FROM activity_reactions r WHERE r.user_id = ${userId} ORDER BY r.created_at, r.activity_id`,
    quranReading: sql`SELECT jsonb_build_object('surah', r.surah, 'ayahsRead', r.ayahs_read, 'lastAyah', r.last_ayah, 'updatedAt', r.updated_at) AS row
            FROM quran_reading r WHERE r.user_id = ${userId} ORDER BY r.surah`,
    quranReadingDays: sql`SELECT jsonb_build_object('readOn', d.read_on, 'timeZone', d.time_zone) AS row
            FROM quran_reading_days d WHERE d.user_id = ${userId} ORDER BY d.read_on`,
    purchases: sql`SELECT jsonb_build_object('store', e.store, 'productId', e.product_id, 'kind', e.kind, 'state', e.state,
                                      'purchasedAt', e.purchased_at, 'expiresAt', e.expires_at, 'autoRenew', e.auto_renew,
                                      'extrasGranted', e.extras_granted, 'extrasSpent', e.extras_spent) AS row
            FROM entitlements e WHERE e.user_id = ${userId} ORDER BY e.purchased_at, e.id`,
    duaRequests: sql`SELECT jsonb_build_object('id', d.id, 'intention', d.intention, 'recipientName', d.recipient_name, 'personalNote', d.personal_note,
                                      'ayahReference', d.ayah_reference, 'duaContent', d.dua_content, 'isSaved', d.is_saved, 'createdAt', d.created_at) AS row
            FROM dua_requests d WHERE d.user_id = ${userId} ORDER BY d.created_at, d.id`,
    duaQuota: sql`SELECT jsonb_build_object('year', q.year, 'month', q.month, 'requestsUsed', q.requests_used,
                                      'extraRequestsPurchased', q.extra_requests_purchased, 'updatedAt', q.updated_at) AS row
            FROM dua_quota q WHERE q.user_id = ${userId} ORDER BY q.year, q.month`,
    dedications: sql`SELECT jsonb_build_object('id', d.id, 'sessionId', d.session_id, 'recipientName', d.recipient_name,
                                      'dedicatorName', d.dedicator_name, 'message', d.message, 'surahNumber', d.surah_number,
                                      'ayahNumber', d.ayah_number, 'status', d.status, 'rejectReason', d.reject_reason,
                                      'reportCount', d.report_count, 'approvedAt', d.approved_at, 'createdAt', d.created_at) AS row
            FROM ayah_dedications d WHERE d.user_id = ${userId} ORDER BY d.created_at, d.id`,
    dedicationReports: sql`SELECT jsonb_build_object('dedicationId', r.dedication_id, 'reason', r.reason, 'createdAt', r.created_at) AS row
            FROM ayah_dedication_reports r WHERE r.user_id = ${userId} ORDER BY r.id`,
    dedicationQuota: sql`SELECT jsonb_build_object('year', q.year, 'month', q.month, 'dedicationsUsed', q.dedications_used,
                                      'extraDedicationsPurchased', q.extra_dedications_purchased, 'updatedAt', q.updated_at) AS row
            FROM user_dedication_quota q WHERE q.user_id = ${userId} ORDER BY q.year, q.month`,
    liveListening: sql`SELECT jsonb_build_object('sessionId', l.session_id, 'joinedAt', l.joined_at, 'lastSeenAt', l.last_seen_at,
                                      'leftAt', l.left_at, 'ipHash', l.ip_address) AS row
            FROM live_prayer_listeners l WHERE l.user_id = ${userId} ORDER BY l.id`,
    invitationsSent: sql`SELECT jsonb_build_object('inviteeEmail', i.invitee_email, 'sentAt', i.sent_at, 'signedUpAt', i.signed_up_at) AS row
            FROM invitations i WHERE i.inviter_id = ${userId} ORDER BY i.id`,
    signIns: sql`SELECT jsonb_build_object('signedInAt', f.created_at, 'endedAt', f.revoked_at) AS row
            FROM app_token_families f WHERE f.user_id = ${userId} ORDER BY f.id`,
    signInCodes: sql`SELECT jsonb_build_object('requestedAt', c.created_at, 'expiresAt', c.expires_at, 'closedAt', c.closed_at,
                                      'failedAttempts', c.failed_attempts, 'failedWithoutChallenge', c.unbound_failures, 'ip', c.ip, 'language', c.locale) AS row
            FROM app_sign_in_codes c WHERE c.email = lower(${profile.email}) ORDER BY c.id`,
  });
  return { exportedAt: new Date().toISOString(), profile, ...rows };
}
