// The app's sign-in and profile API (decision 0038) against a real Postgres and the real local SMTP
// server: the code is read from the delivered message. Start → verify → me; the same answer for
// known and unknown addresses; code limits, wrong codes, expiry; refresh rotation and reuse; every
// endpoint × signed out / expired / revoked / valid token; profile validation and versions; account
// deletion across every table referencing users; the waitlist link and referral credits.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import startHandler from '../../functions/app-auth-start.mts';
import verifyHandler from '../../functions/app-auth-verify.mts';
import refreshHandler from '../../functions/app-auth-refresh.mts';
import logoutHandler from '../../functions/app-auth-logout.mts';
import meHandler from '../../functions/app-me.mts';
import notifyLaunch from '../../functions/notify-launch.mts';
import { confirmByEmail } from './confirm-helpers.ts';
import adminUser from '../../functions/admin-user.mts';
import purgeAuthRecords from '../../functions/scheduled-purge-auth-records.mts';
import { API } from '../../src/lib/routes.ts';
import { MAIL_BUDGET_PER_HOUR } from '../../src/lib/mail-budget.ts';
import { emailIdentity } from '../../src/lib/contact-identity.ts';
import { SPIRITUAL_LEVEL_NAMES } from '../../src/lib/people.ts';
import {
  AGE_TOO_YOUNG_MESSAGE,
  REFRESH_GRACE_MS,
  SIGN_IN_START_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '../../src/lib/schemas/app-auth.ts';
import {
  SIGN_IN_CODES_BEFORE_SLOWDOWN,
  signInSlowdownMs,
  SIGN_IN_CODES_PER_EMAIL_AND_IP,
  SIGN_IN_CODES_PER_IP,
} from '../../src/lib/app-auth/sign-in-limits.ts';
import { setClock, setPause } from '../../src/server/clock.ts';
import { queryRows } from '../../src/server/sql.ts';
import { emailStrings, forgetEmailStrings } from '../../src/server/mail/strings.ts';
import { startSmtpServer, waitForMail, type LocalSmtpServer } from '../../scripts/support/smtp-server.ts';
import { bearer, call } from './app-helpers.ts';
import {
  closeDb,
  context,
  jsonRequest,
  ORIGIN,
  statementsDuring,
  truncate,
  useTestDatabase,
  versionOf,
} from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
let smtp: LocalSmtpServer;
let run = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.stop();
  await closeDb();
});
beforeEach(async () => {
  run++;
  await truncate(
    'users',
    'launch_signups',
    'app_sign_in_codes',
    'app_token_families',
    'mail_outbox',
    'waitlist_referrals',
    'audit_log',
    'staff_accounts',
  );
});
afterEach(() => {
  setClock();
  setPause();
});

/** A fresh address per test (the SMTP server keeps every test's mail). */
const address = (name: string) => `${name}.${run}.${Date.now()}@example.org`;

const start = (email: string, ip = '203.0.113.7') =>
  call(startHandler, jsonRequest(API.appAuthStart, { email }), context({}, ip));
const verify = (body: Record<string, unknown>) => call(verifyHandler, jsonRequest(API.appAuthVerify, body));
const refresh = (refreshToken: string, ip = '203.0.113.7', userAgent = 'Thawab/1.0 (iPhone)') =>
  call(
    refreshHandler,
    jsonRequest(API.appAuthRefresh, { refreshToken }, { headers: { 'User-Agent': userAgent } }),
    context({}, ip),
  );

/** The code in the newest of `count` messages to `email`. */
async function codeFor(email: string, count = 1): Promise<string> {
  const mails = await waitForMail(() => smtp.messages(), email, { count });
  const newest = mails.sort((a, b) => a.id.localeCompare(b.id)).at(-1)!;
  const code = /\b(\d{6})\b/.exec(newest.text ?? '')?.[1];
  expect(code, 'the message carries a 6-digit code').toBeDefined();
  expect(newest.subject).toContain(code!);
  return code!;
}

async function signIn(email: string, extra: Record<string, unknown> = {}) {
  const started = await start(email);
  expect(started.status).toBe(202);
  const sent = (
    await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM app_sign_in_codes WHERE email = ${email.toLowerCase()}`,
    )
  )[0]!.n;
  const res = await verify({ email, code: await codeFor(email, sent), ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { accessToken: string; refreshToken: string; user: Record<string, any>; created: boolean };
}

const me = (method: 'GET' | 'PATCH' | 'DELETE', token?: string, body?: unknown) =>
  call(
    meHandler,
    new Request(`${ORIGIN}${API.appMe}`, {
      method,
      headers: { ...bearer(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
const logout = (token?: string) =>
  call(logoutHandler, new Request(`${ORIGIN}${API.appAuthLogout}`, { method: 'POST', headers: bearer(token) }));

function expectUnauthorized(res: { status: number; headers: Headers; body: any }) {
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="thawab-app"/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(typeof res.body.error).toBe('string');
}

describe('sign-in', () => {
  it('emails a code, exchanges it for tokens and a new account, and /me answers that account', async () => {
    const email = address('Amina');
    const started = await start(email);
    expect(started.status).toBe(202);
    expect(started.body).toEqual({
      success: true,
      message: SIGN_IN_START_MESSAGE,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(started.headers.get('cache-control')).toBe('no-store');
    const code = await codeFor(email);
    // Only hashes are stored.
    const [stored] = await queryRows<{ code_hash: string; challenge_hash: string }>(
      db,
      sql`SELECT code_hash, challenge_hash FROM app_sign_in_codes`,
    );
    expect(stored!.code_hash).not.toContain(code);
    expect(stored!.challenge_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.challenge_hash).not.toBe(started.body.challenge);

    const res = await verify({ email, code, challenge: started.body.challenge });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ tokenType: 'Bearer', created: true });
    const accessLife = Date.parse(res.body.accessTokenExpiresAt) - Date.now();
    expect(accessLife).toBeGreaterThan(14 * 60_000);
    expect(accessLife).toBeLessThanOrEqual(15 * 60_000);
    expect(Date.parse(res.body.refreshTokenExpiresAt) - Date.now()).toBeGreaterThan(59 * 24 * 3600_000);
    expect(res.body.user).toMatchObject({
      email: email.toLowerCase(),
      name: '',
      age: null,
      location: '',
      themes: ['faith', 'hope', 'patience'],
      timeZone: null,
      onboarded: false,
      referralCode: null,
    });
    const tokens = await queryRows<{ token_hash: string }>(db, sql`SELECT token_hash FROM app_tokens`);
    expect(tokens).toHaveLength(2);
    for (const row of tokens) expect([res.body.accessToken, res.body.refreshToken]).not.toContain(row.token_hash);

    const mine = await me('GET', res.body.accessToken);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.body.user).toEqual(res.body.user);
    // The code is spent.
    expect((await verify({ email, code })).status).toBe(400);
    // Signing in again finds the same account.
    const again = await signIn(email.toUpperCase());
    expect(again.created).toBe(false);
    expect(again.user.id).toBe(res.body.user.id);
  });

  it('answers a known and an unknown address the same, and start creates no account', async () => {
    const known = address('known');
    await signIn(known);
    const unknown = address('unknown');
    const a = await start(known);
    const b = await start(unknown);
    // The same answer but for the challenge, which is random for every request.
    const { challenge: _a, ...answerA } = a.body;
    const { challenge: _b, ...answerB } = b.body;
    expect([a.status, answerA]).toEqual([b.status, answerB]);
    expect(a.status).toBe(202);
    await codeFor(known, 2);
    await codeFor(unknown, 1);
    expect((await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users`))[0]!.n).toBe(1);
  });

  it('runs the same statements for a known and an unknown address', async () => {
    const known = address('known-sql');
    await signIn(known);
    const statementsOf = async (email: string) => {
      // The email strings' read (at most once a minute, whatever the address) is done before.
      forgetEmailStrings();
      await emailStrings(db);
      const { statements } = await statementsDuring(async () => {
        expect((await start(email)).status).toBe(202);
        await codeFor(email, email === known ? 2 : 1); // the prompt delivery's statements are over
      });
      // Only what the request itself sent, up to its commit (delivery runs after the answer).
      return statements.slice(0, statements.findIndex((text) => /^commit$/i.test(text.trim())) + 1);
    };
    const a = await statementsOf(known);
    const b = await statementsOf(address('unknown-sql'));
    expect(a.length).toBeGreaterThan(4);
    expect(a).toEqual(b);
    // users is read in one place only: the account's language, inside the statement that stores the
    // code whatever the address (decision 0050); no statement of its own tells a known address.
    expect(a.filter((text) => /\busers\b/.test(text))).toEqual([
      expect.stringMatching(
        /^INSERT INTO app_sign_in_codes[\s\S]*RETURNING id, \(SELECT u\.language FROM users u WHERE/,
      ),
    ]);
  });

  it('strangers on 5 IPs asking for codes for one address do not stop its owner on a sixth (decision 0059)', async () => {
    const email = address('owner');
    for (let i = 1; i <= 5; i++) expect((await start(email, `198.51.100.${i}`)).status).toBe(202);
    expect((await start(email, '192.0.2.60')).status).toBe(202);
    const code = await codeFor(email, 6);
    // Two more strangers' requests after the owner's do not void the code the owner is typing.
    expect((await start(email, '198.51.100.7')).status).toBe(202);
    expect((await start(email, '198.51.100.8')).status).toBe(202);
    const res = await verify({ email, code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('a stranger who spends the inbox’s mail budget never locks its owner out (decision 0059)', async () => {
    const email = address('budget');
    // The strangers' requests are slowed (the story below measures that in real time); here the
    // pauses are counted rather than waited out.
    const pauses: number[] = [];
    setPause(async (ms) => void pauses.push(ms));
    const overBudget = async () =>
      (
        await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'over_budget'`)
      )[0]!.n;
    // Strangers on many IPs: the inbox's hourly budget goes out, three more codes are dropped.
    for (let i = 1; i <= MAIL_BUDGET_PER_HOUR + 3; i++)
      expect((await start(email, `198.51.100.${i}`)).status).toBe(202);
    expect(await overBudget()).toBe(3);
    expect(pauses).toEqual(
      Array.from({ length: MAIL_BUDGET_PER_HOUR + 3 - SIGN_IN_CODES_BEFORE_SLOWDOWN }, (_, i) =>
        signInSlowdownMs(SIGN_IN_CODES_BEFORE_SLOWDOWN + i),
      ),
    );
    // The owner's app asks too: its code is dropped as well, and no new message comes. The newest code
    // the inbox received still works, with the challenge the owner's app holds (its own code was
    // never sent, so the try is checked against the address's open codes): a dropped code reaches
    // nobody and displaces none.
    const owner = await start(email, '192.0.2.62');
    expect(owner.status).toBe(202);
    expect(await overBudget()).toBe(4);
    const delivered = await codeFor(email, MAIL_BUDGET_PER_HOUR);
    expect((await verify({ email, code: delivered, challenge: owner.body.challenge })).status).toBe(200);
    // A code's life later, the owner on a fresh IP gets a code past the budget, and it works.
    await db.execute(sql`UPDATE mail_outbox SET created_at = created_at - interval '11 minutes'`);
    expect((await start(email, '192.0.2.61')).status).toBe(202);
    const fresh = await codeFor(email, MAIL_BUDGET_PER_HOUR + 1);
    expect((await verify({ email, code: fresh })).status).toBe(200);
    // Only one per code's life: a stranger right after is over the budget again.
    expect((await start(email, '198.51.100.99')).status).toBe(202);
    expect(await overBudget()).toBe(5);
  }, 180_000);

  it(`refuses one IP past ${SIGN_IN_CODES_PER_EMAIL_AND_IP} codes for an address or ${SIGN_IN_CODES_PER_IP} in all, with the real wait`, async () => {
    const email = address('limit');
    const at = Date.now();
    setClock(() => new Date(at));
    for (let i = 0; i < SIGN_IN_CODES_PER_EMAIL_AND_IP; i++)
      expect((await start(email, '198.51.100.1')).status).toBe(202);
    const refused = await start(email, '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    // 20 minutes on, the wait is what is left of the hour, and another IP is not refused.
    setClock(() => new Date(at + 20 * 60_000));
    const later = await start(email, '198.51.100.1');
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBe(40 * 60);
    expect((await start(email, '198.51.100.2')).status).toBe(202);
    setClock(() => new Date(at + 61 * 60_000));
    expect((await start(email, '198.51.100.1')).status).toBe(202);
    setClock();

    for (let i = 0; i < SIGN_IN_CODES_PER_IP; i++)
      expect((await start(address(`ip${i}`), '198.51.100.9')).status).toBe(202);
    const overIp = await start(address('ip-over'), '198.51.100.9');
    expect(overIp.status).toBe(429);
    expect(Number(overIp.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await start(address('ip-other'), '198.51.100.10')).status).toBe(202);
  });

  it('slows, never refuses, an address asked for from many IPs', async () => {
    const email = address('slowed');
    for (let i = 0; i < SIGN_IN_CODES_BEFORE_SLOWDOWN; i++) {
      const began = performance.now();
      expect((await start(email, `198.51.101.${i}`)).status).toBe(202);
      expect(performance.now() - began).toBeLessThan(450);
    }
    const began = performance.now();
    expect((await start(email, '198.51.101.99')).status).toBe(202);
    expect(performance.now() - began).toBeGreaterThanOrEqual(450);
  });

  it('voids a code after 5 wrong tries naming its challenge; 4 wrong tries still let the right code in', async () => {
    const email = address('wrong');
    const { challenge } = (await start(email)).body as { challenge: string };
    const code = await codeFor(email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) {
      const res = await verify({ email, code: wrong, challenge });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(WRONG_CODE_MESSAGE);
    }
    expect((await verify({ email, code, challenge })).status).toBe(200);

    const other = address('voided');
    const { challenge: otherChallenge } = (await start(other)).body as { challenge: string };
    const otherCode = await codeFor(other);
    const otherWrong = otherCode === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await verify({ email: other, code: otherWrong, challenge: otherChallenge })).status).toBe(400);
    expect((await verify({ email: other, code: otherCode, challenge: otherChallenge })).status).toBe(400);
    expect((await verify({ email: other, code: otherCode })).status).toBe(400);
    expect((await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users`))[0]!.n).toBe(1);
  });

  it('strangers’ wrong codes, from any IPs, never void the code its owner is typing (decision 0059)', async () => {
    const email = address('guessed');
    const owner = await start(email, '192.0.2.70');
    const { challenge } = owner.body as { challenge: string };
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const code = await codeFor(email);
    const wrong = code === '000000' ? '000001' : '000000';
    // Strangers guess without a challenge (they never saw the owner's), and with one of their own.
    for (let i = 0; i < 10; i++) expect((await verify({ email, code: wrong })).status).toBe(400);
    const stranger = (await start(email, '198.51.100.70')).body as { challenge: string };
    expect(stranger.challenge).not.toBe(challenge);
    for (let i = 0; i < 5; i++)
      expect((await verify({ email, code: wrong, challenge: stranger.challenge })).status).toBe(400);
    // Guessing without a challenge has stopped (the brute-force cap holds even for the right code)…
    expect((await verify({ email, code })).status).toBe(400);
    // …and another client's challenge does not open the owner's code…
    expect((await verify({ email, code, challenge: stranger.challenge })).status).toBe(400);
    // …but the owner, with the challenge their app was given, signs in.
    const res = await verify({ email, code, challenge });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('an app that sends no challenge still signs in, and has 5 wrong tries before it must ask again', async () => {
    const email = address('unbound');
    await start(email);
    const code = await codeFor(email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) expect((await verify({ email, code: wrong })).status).toBe(400);
    expect((await verify({ email, code })).status).toBe(200);
    expect((await verify({ email: address('x'), code, challenge: 'not a challenge' })).body.issues).toEqual([
      expect.objectContaining({ path: 'challenge' }),
    ]);
  });

  it('refuses an expired code (10 minutes) and an older code once three newer ones were sent', async () => {
    const email = address('late');
    await start(email);
    const code = await codeFor(email);
    const at = Date.now() + 10 * 60_000 + 1000;
    setClock(() => new Date(at));
    expect((await verify({ email, code })).status).toBe(400);
    setClock();

    // The newest three codes work (decision 0059); the fourth closes the first.
    const twice = address('twice');
    const codes: string[] = [];
    for (let i = 1; i <= 4; i++) {
      expect((await start(twice, `192.0.2.${i}`)).status).toBe(202);
      codes.push(await codeFor(twice, i));
    }
    if (!codes.slice(1).includes(codes[0]!)) expect((await verify({ email: twice, code: codes[0] })).status).toBe(400);
    expect((await verify({ email: twice, code: codes[1] })).status).toBe(200);
  });

  it('rejects malformed input with 400 and field issues', async () => {
    expect((await call(startHandler, jsonRequest(API.appAuthStart, { email: 'not-an-email' }))).status).toBe(400);
    const res = await verify({ email: address('x'), code: '12ab56' });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe('code');
  });
});

describe('tokens', () => {
  it('rotates the refresh token; reusing a spent one revokes the whole family', async () => {
    const first = await signIn(address('rotate'));
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect((await me('GET', second.body.accessToken)).status).toBe(200);

    // Past the grace window (decision 0059), even the same client reusing it is a reuse.
    const later = Date.now() + REFRESH_GRACE_MS + 1000;
    setClock(() => new Date(later));
    const reuse = await refresh(first.refreshToken);
    expectUnauthorized(reuse);
    setClock();
    // The thief's and the owner's tokens are all dead now.
    expectUnauthorized(await me('GET', second.body.accessToken));
    expectUnauthorized(await refresh(second.body.refreshToken));
    expectUnauthorized(await me('GET', first.accessToken));
  });

  it('two refreshes sent at once by one client both get the same new pair, and the sign-in lives on', async () => {
    const first = await signIn(address('retry'));
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect((await me('GET', a.body.accessToken)).status).toBe(200);
    // A retry a few seconds later still gets it.
    const soon = Date.now() + REFRESH_GRACE_MS - 5000;
    setClock(() => new Date(soon));
    const retry = await refresh(first.refreshToken);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(a.body);
    setClock();
    const next = await refresh(a.body.refreshToken);
    expect(next.status).toBe(200);
    expect((await me('GET', next.body.accessToken)).status).toBe(200);
  });

  it('within the grace window, another client reusing a spent token revokes the family', async () => {
    const first = await signIn(address('thief'));
    const owner = await refresh(first.refreshToken);
    expect(owner.status).toBe(200);
    expectUnauthorized(await refresh(first.refreshToken, '198.51.100.66'));
    expectUnauthorized(await me('GET', owner.body.accessToken));
    expectUnauthorized(await refresh(owner.body.refreshToken));
    // Once the new pair's refresh token was spent, the old one is a reuse even from the same client.
    const again = await signIn(address('moved-on'));
    const rotated = await refresh(again.refreshToken);
    expect((await refresh(rotated.body.refreshToken)).status).toBe(200);
    expectUnauthorized(await refresh(again.refreshToken));
  });

  it('logout revokes the family; other sign-ins keep working', async () => {
    const email = address('devices');
    const phone = await signIn(email);
    const tablet = await signIn(email);
    expect((await logout(phone.accessToken)).status).toBe(200);
    expectUnauthorized(await me('GET', phone.accessToken));
    expectUnauthorized(await refresh(phone.refreshToken));
    expect((await me('GET', tablet.accessToken)).status).toBe(200);
  });

  it('every endpoint × signed out, expired, revoked and valid token', async () => {
    const calls: [string, (token?: string) => Promise<{ status: number; headers: Headers; body: any }>][] = [
      ['GET me', (t) => me('GET', t)],
      ['PATCH me', (t) => me('PATCH', t, { name: 'Amina' })],
      ['DELETE me', (t) => me('DELETE', t)],
      ['POST logout', (t) => logout(t)],
    ];
    for (const [name, send] of calls) {
      const signedOut = await send();
      expectUnauthorized(signedOut);
      expect(signedOut.headers.get('www-authenticate'), name).toBe('Bearer realm="thawab-app"');
      expectUnauthorized(await send('not-a-token'));

      const expiring = await signIn(address('expired'));
      const later = Date.now() + 15 * 60_000 + 1000;
      setClock(() => new Date(later));
      const expired = await send(expiring.accessToken);
      expectUnauthorized(expired);
      expect(expired.headers.get('www-authenticate'), name).toContain('error="invalid_token"');
      // The refresh token still works after the access token expired.
      expect((await refresh(expiring.refreshToken)).status, name).toBe(200);
      setClock();

      const revoked = await signIn(address('revoked'));
      await logout(revoked.accessToken);
      expectUnauthorized(await send(revoked.accessToken));

      const valid = await signIn(address('valid'));
      const ok = await send(valid.accessToken);
      expect(ok.status, name).toBe(200);
      expect(ok.headers.get('cache-control'), name).toBe('no-store');
    }
  });
});

describe('/me', () => {
  it('changes the profile, validates it, and moves the version so a stale staff edit gets 409', async () => {
    const { accessToken, user } = await signIn(address('profile'));
    const before = await versionOf('users', user.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ age: 12 }, 'age', AGE_TOO_YOUNG_MESSAGE],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'Time zone must be an IANA name such as Europe/London'],
      [
        { themes: ['faith', 'courage'] },
        'themes.1',
        'Themes must be among: faith, hope, patience, gratitude, family, charity',
      ],
      [{ onboarded: false }, 'onboarded', 'onboarded can only be set to true'],
      [{ email: 'other@example.org' }, '', ''],
      [{}, '', 'Send at least one field to change'],
    ];
    for (const [body, path, message] of cases) {
      const res = await me('PATCH', accessToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (path) expect(res.body.issues, JSON.stringify(body)).toContainEqual({ path, message });
      else if (message) expect(res.body.error).toBe(message);
    }
    expect(await versionOf('users', user.id)).toBe(before);

    const patch = {
      name: 'Amina Yusuf',
      age: 13,
      location: 'Leeds',
      themes: ['gratitude', 'faith'],
      timeZone: 'Pacific/Kiritimati',
      onboarded: true,
    };
    const saved = await me('PATCH', accessToken, patch);
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ ...patch, onboarded: true });
    expect((await me('GET', accessToken)).body.user).toMatchObject(patch);
    expect(await versionOf('users', user.id)).toBe(before + 1);

    // A Moderator who loaded the user before the app's edit is refused, not allowed to overwrite.
    const cookie = await cookieFor((await createStaff('mod', 'Moderator')).id);
    const stale = await call(
      adminUser,
      staffRequest('PUT', API.adminUser.path(user.id), {
        cookie,
        body: {
          version: before,
          name: 'Staff',
          email: user.email,
          location: 'X',
          level: null,
          streak: 0,
          score: 0,
          status: 'Free User',
        },
      }),
      context({ id: String(user.id) }),
    );
    expect(stale.status).toBe(409);
  });

  it('DELETE removes the account and every row tied to it in one go, audited; staff then get 404', async () => {
    const email = address('leaving');
    const { accessToken, refreshToken, user } = await signIn(email);
    const { accessToken: other } = await signIn(email);
    const stays = await signIn(address('stays'));
    await db.execute(sql`INSERT INTO user_activity (user_id, type, content) VALUES (${user.id}, 'blessing_sent', 'x')`);
    await db.execute(
      sql`INSERT INTO invitations (inviter_id, invitee_email) VALUES (${user.id}, 'friend@example.org')`,
    );
    await db.execute(
      sql`INSERT INTO invitations (inviter_id, invitee_id, invitee_email, signed_up_at) VALUES (${stays.user.id}, ${user.id}, ${email}, now())`,
    );

    const res = await me('DELETE', accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });

    // Every column that references users holds nothing of theirs.
    const references = await queryRows<{ table_name: string; column_name: string }>(
      db,
      sql`SELECT kcu.table_name, kcu.column_name FROM information_schema.referential_constraints rc
          JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name
          JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.unique_constraint_name
          WHERE ccu.table_name = 'users'`,
    );
    expect(references.length).toBeGreaterThan(10);
    for (const { table_name, column_name } of references) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} WHERE ${sql.identifier(column_name)} = ${user.id}`,
      );
      expect(row!.n, `${table_name}.${column_name}`).toBe(0);
    }
    expect((await queryRows(db, sql`SELECT 1 FROM users WHERE id = ${user.id}`)).length).toBe(0);
    expect(
      (await queryRows(db, sql`SELECT 1 FROM app_sign_in_codes WHERE email = ${email.toLowerCase()}`)).length,
    ).toBe(0);
    expect(
      (await queryRows(db, sql`SELECT 1 FROM mail_outbox WHERE lower(to_address) = ${email.toLowerCase()}`)).length,
    ).toBe(0);
    // The inviter's history stays, without naming them.
    expect(
      await queryRows(db, sql`SELECT invitee_id, invitee_email FROM invitations WHERE inviter_id = ${stays.user.id}`),
    ).toEqual([{ invitee_id: null, invitee_email: null }]);
    const audit = await queryRows<{ action: string; entity_id: string; staff_username: string }>(
      db,
      sql`SELECT action, entity_id, staff_username FROM audit_log`,
    );
    expect(audit).toEqual([{ action: 'user.deleted_by_self', entity_id: String(user.id), staff_username: 'app user' }]);

    expectUnauthorized(await me('GET', accessToken));
    expectUnauthorized(await me('GET', other));
    expectUnauthorized(await refresh(refreshToken));
    expect((await me('GET', stays.accessToken)).status).toBe(200);

    const cookie = await cookieFor((await createStaff('mod', 'Moderator')).id);
    const get = await call(
      adminUser,
      staffRequest('GET', API.adminUser.path(user.id), { cookie }),
      context({ id: String(user.id) }),
    );
    expect(get.status).toBe(404);
    const put = await call(
      adminUser,
      staffRequest('PUT', API.adminUser.path(user.id), {
        cookie,
        body: {
          version: 2,
          name: 'Staff',
          email,
          location: 'X',
          level: null,
          streak: 0,
          score: 0,
          status: 'Free User',
        },
      }),
      context({ id: String(user.id) }),
    );
    expect(put.status).toBe(404);
  });
});

describe('waitlist and referrals', () => {
  async function waitlistRecord(
    email: string,
    code: string,
    quiz: Record<string, unknown> | null,
    metadata: Record<string, unknown> = {},
    confirmed = true,
  ) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO launch_signups (name, email, email_key, source, metadata, quiz_answers, referral_code, confirmed_at)
          VALUES ('Wayfarer', ${email}, ${emailIdentity(email)}, 'self_assessment', ${JSON.stringify(metadata)}::jsonb,
                  ${quiz === null ? null : JSON.stringify(quiz)}::jsonb, ${code}, ${confirmed ? sql`now()` : null}) RETURNING id`,
    );
    return row!.id;
  }
  const level = SPIRITUAL_LEVEL_NAMES[3];

  it('a waitlist sign-up keeps their quiz result and referral code (matched by normalised email)', async () => {
    const stamp = `${run}${Date.now()}`;
    await waitlistRecord(`Way.Farer${stamp}+quiz@gmail.com`, 'WayCode1', {
      completed: true,
      spiritualLevel: level,
      score: 42,
    });
    const { user, accessToken } = await signIn(`wayfarer${stamp}@googlemail.com`);
    // The level follows from the quiz band, by its place, not from the stored band name (decision 0056):
    // self-assessment 42 is the fifth band (40-50) → the sixth level.
    expect(user).toMatchObject({
      name: 'Wayfarer',
      spiritualLevel: SPIRITUAL_LEVEL_NAMES[5],
      quizScore: 42,
      referralCode: 'WayCode1',
    });
    expect((await me('GET', accessToken)).body.user.referralCode).toBe('WayCode1');

    // The knowledge quiz's result, for a record joined after the account was made.
    const later = address('later');
    const first = await signIn(later);
    expect(first.user.referralCode).toBeNull();
    await waitlistRecord(later, 'LaterCd1', null, { knowledgeQuiz: { quizScore: 17, spiritualLevel: level } });
    const second = await signIn(later);
    expect(first.user.spiritualLevel).toBe(SPIRITUAL_LEVEL_NAMES[0]);
    // Knowledge quiz 17 is the second band (10-17) → the third level.
    expect(second.user).toMatchObject({
      id: first.user.id,
      spiritualLevel: SPIRITUAL_LEVEL_NAMES[2],
      quizScore: 17,
      referralCode: 'LaterCd1',
    });
  });

  it('credits the inviter once for a new account made with their code; a self-referral is recorded, not credited', async () => {
    const inviterEmail = address('inviter');
    const inviter = await waitlistRecord(inviterEmail, 'Invite01', null);
    const credits = () =>
      queryRows<{ invitee_user_id: number | null; credited: boolean; flag_reason: string | null }>(
        db,
        sql`SELECT invitee_user_id, credited, flag_reason FROM waitlist_referrals WHERE referrer_id = ${inviter} ORDER BY id`,
      );

    const friend = address('friend');
    const joined = await signIn(friend, { ref: 'Invite01' });
    expect(await credits()).toEqual([{ invitee_user_id: joined.user.id, credited: true, flag_reason: null }]);
    // Signing in again with the code does not count again.
    await signIn(friend, { ref: 'Invite01' });
    expect(await credits()).toHaveLength(1);
    // An unknown code changes nothing and is not an error.
    expect((await signIn(address('nobody'), { ref: 'Unknown1' })).created).toBe(true);

    // The inviter's own address with a +tag is the same person.
    const [local, domain] = inviterEmail.split('@');
    const self = await signIn(`${local}+app@${domain}`, { ref: 'Invite01' });
    expect((await credits()).at(-1)).toEqual({
      invitee_user_id: self.user.id,
      credited: false,
      flag_reason: 'self_referral',
    });
    // The Referrals tab's flagged list names the app account.
    const { listFlaggedReferrals } = await import('../../src/server/repositories/waitlist-referrals.ts');
    const flagged = await listFlaggedReferrals(db);
    expect(flagged[0]).toMatchObject({
      inviteeId: null,
      invitee: { email: `${local}+app@${domain}`.toLowerCase() },
      flagReason: 'self_referral',
    });
  });
  it('credits a person once for ever: deleting the account and signing up again with the code earns nothing (decision 0060)', async () => {
    const inviter = await waitlistRecord(address('farmer'), 'FarmCd01', null);
    const rows = () =>
      queryRows<{ credited: boolean; flag_reason: string | null }>(
        db,
        sql`SELECT credited, flag_reason FROM waitlist_referrals WHERE referrer_id = ${inviter} ORDER BY id`,
      );
    const stamp = `${run}${Date.now()}`;
    // The farm loop: sign in with the code, delete the account, again (as a Gmail dot and +tag variant too).
    for (const email of [`farm${stamp}@gmail.com`, `f.arm${stamp}@gmail.com`, `farm${stamp}+again@googlemail.com`]) {
      const joined = await signIn(email, { ref: 'FarmCd01' });
      expect(joined.created).toBe(true);
      expect((await me('DELETE', joined.accessToken)).status).toBe(200);
    }
    expect(await rows()).toEqual([{ credited: true, flag_reason: null }]);
    const { countInvites } = await import('../../src/server/repositories/waitlist-referrals.ts');
    expect(await countInvites(db, 'FarmCd01')).toEqual({ invites: 1, xp: 10 });
  });

  it('a squatter’s name and phone do not survive the owner’s confirmation; an app account links only to a confirmed record (decision 0060)', async () => {
    const squat = (email: string) =>
      call(
        notifyLaunch,
        new Request(`${ORIGIN}/api/notify-launch`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
          body: JSON.stringify({ name: 'Squatter', email, phoneNumber: '+44 7700 900123', source: 'spiritual_quiz' }),
        }),
      );
    const record = (email: string) =>
      queryRows(
        db,
        sql`SELECT name, phone_number, phone_key, confirmed_at IS NOT NULL AS confirmed FROM launch_signups WHERE email_key = ${emailIdentity(email)}`,
      );
    // The squatter writes the address one way, the owner signs in with another spelling of the same
    // Gmail inbox (so the confirmation mail and the sign-in codes reach the test's mailbox apart).
    const stamp = `${run}${Date.now()}`;
    const email = `own.er${stamp}@gmail.com`;
    expect((await squat(`o.wner${stamp}@gmail.com`)).status).toBe(200);
    // The owner signs in to the app before confirming: not linked to the squatted record, no squatter's name.
    const early = await signIn(email);
    expect(early.user).toMatchObject({ name: '', referralCode: null });
    // The owner confirms in their own browser: what the squatter's browser set is gone.
    expect((await confirmByEmail(email)).status).toBe(200);
    expect(await record(email)).toEqual([{ name: null, phone_number: null, phone_key: null, confirmed: true }]);
    const later = await signIn(email);
    expect(later.user).toMatchObject({ id: early.user.id, name: '', referralCode: expect.any(String) });

    // Confirmed in the browser that signed up, the record keeps what that browser set.
    const own = `own${stamp}@gmail.com`;
    const made = await squat(`o.w.n${stamp}@gmail.com`);
    expect((await confirmByEmail(own, made.body.ownerToken)).status).toBe(200);
    expect(await record(own)).toEqual([
      { name: 'Squatter', phone_number: '+44 7700 900123', phone_key: '+447700900123', confirmed: true },
    ]);
    expect((await signIn(own)).user).toMatchObject({ name: 'Squatter' });
  });

  it('an inviter whose waitlist record is unconfirmed earns nothing, and the invitee stays free for a real inviter', async () => {
    const squatted = await waitlistRecord(address('unconfirmed'), 'Squat001', null, {}, false);
    const friend = `free${run}${Date.now()}@gmail.com`;
    const joined = await signIn(friend, { ref: 'Squat001' });
    expect(joined.created).toBe(true);
    expect(await queryRows(db, sql`SELECT 1 FROM waitlist_referrals WHERE referrer_id = ${squatted}`)).toEqual([]);
    await me('DELETE', joined.accessToken);
    const real = await waitlistRecord(address('confirmed'), 'Real0001', null);
    await signIn(friend.replace('@', '+again@'), { ref: 'Real0001' });
    expect(await queryRows(db, sql`SELECT credited FROM waitlist_referrals WHERE referrer_id = ${real}`)).toEqual([
      { credited: true },
    ]);
  });
});

describe('clean-up', () => {
  it('the hourly purge deletes codes past the limit window and expired tokens, but keeps spent refresh tokens until they expire', async () => {
    const first = await signIn(address('purge'));
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    const hour = Date.now() + 61 * 60_000;
    setClock(() => new Date(hour));
    const run = await call(
      purgeAuthRecords,
      new Request('http://localhost/.netlify/functions/scheduled-purge-auth-records', { method: 'POST', body: '{}' }),
    );
    // The code (older than an hour) and both access tokens (15 minutes) are gone.
    expect(run).toMatchObject({ status: 200, body: { appCodes: 1, appTokens: 2 } });
    // The spent refresh token is still known: its reuse still revokes the family.
    expectUnauthorized(await refresh(first.refreshToken));
    expectUnauthorized(await refresh(second.body.refreshToken));
    const past = Date.now() + 61 * 24 * 3600_000;
    setClock(() => new Date(past));
    const later = await call(
      purgeAuthRecords,
      new Request('http://localhost/.netlify/functions/scheduled-purge-auth-records', { method: 'POST', body: '{}' }),
    );
    expect(later.body.appTokens).toBe(2);
    expect(await queryRows(db, sql`SELECT id FROM app_token_families`)).toEqual([]);
  });
});
