// An app user signs in through the production-like server (`npm start`'s machinery): the code is
// emailed through the outbox and the server's real local SMTP server and read from its mailbox;
// the tokens reach /me, refresh rotates them, and the account can be deleted (decision 0038).
import { expect, test } from '@playwright/test';
import { API } from '../../src/lib/routes.ts';
import { localMailDir } from '../../scripts/local-netlify/mail-server.ts';
import { readMailbox, waitForMail } from '../../scripts/support/smtp-server.ts';
import { E2E_STATE_DIR } from './support/state.ts';

test('an app user signs in with the emailed code, edits their profile, refreshes and deletes the account', async ({
  request,
}) => {
  const email = `app-user-${Date.now()}@example.org`;
  const started = await request.post(API.appAuthStart, { data: { email } });
  expect(started.status()).toBe(202);
  expect(started.headers()['cache-control']).toBe('no-store');
  const { challenge } = (await started.json()) as { challenge: string };

  const [mail] = await waitForMail(() => readMailbox(localMailDir(E2E_STATE_DIR)), email);
  const code = /\b(\d{6})\b/.exec(mail!.text ?? '')?.[1];
  expect(code).toBeDefined();

  const verified = await request.post(API.appAuthVerify, { data: { email, code, challenge } });
  expect(verified.status()).toBe(200);
  const tokens = (await verified.json()) as {
    accessToken: string;
    refreshToken: string;
    user: { email: string; onboarded: boolean };
  };
  expect(tokens.user).toMatchObject({ email, onboarded: false });
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  const signedOut = await request.get(API.appMe);
  expect(signedOut.status()).toBe(401);
  expect(signedOut.headers()['www-authenticate']).toBe('Bearer realm="thawab-app"');

  const patched = await request.patch(API.appMe, {
    headers: auth(tokens.accessToken),
    data: { name: 'Amina', age: 30, timeZone: 'Asia/Karachi', onboarded: true },
  });
  expect(patched.status()).toBe(200);
  expect((await patched.json()).user).toMatchObject({
    name: 'Amina',
    age: 30,
    timeZone: 'Asia/Karachi',
    onboarded: true,
  });

  const refreshed = await request.post(API.appAuthRefresh, { data: { refreshToken: tokens.refreshToken } });
  expect(refreshed.status()).toBe(200);
  const next = (await refreshed.json()) as { accessToken: string };
  const me = await request.get(API.appMe, { headers: auth(next.accessToken) });
  expect(me.status()).toBe(200);
  expect(me.headers()['cache-control']).toBe('no-store');

  const deleted = await request.delete(API.appMe, { headers: auth(next.accessToken) });
  expect(deleted.status()).toBe(200);
  expect((await request.get(API.appMe, { headers: auth(next.accessToken) })).status()).toBe(401);
});
