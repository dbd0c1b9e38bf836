// One mail budget per inbox (decision 0059): the inbox rule is decision 0031's key, and the trigger
// that enforces the budget in the database uses the numbers src/lib/mail-budget.ts names.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAIL_BUDGET_PER_DAY, MAIL_BUDGET_PER_HOUR, mailInbox } from '../../src/lib/mail-budget.ts';
import { SIGN_IN_CODE_LIFETIME_MS } from '../../src/lib/schemas/app-auth.ts';

describe('mailInbox', () => {
  it('is one inbox for Gmail dots, +tags, googlemail.com and case; +tags at any provider', () => {
    const one = [
      'John.Doe+news@gmail.com',
      'johndoe@googlemail.com',
      'j.o.h.n.d.o.e@GMAIL.com',
      ' johndoe+x@gmail.com ',
    ];
    expect(new Set(one.map(mailInbox))).toEqual(new Set(['johndoe@gmail.com']));
    expect(mailInbox('Team+alerts@Example.org')).toBe('team@example.org');
    // Dots matter outside Gmail.
    expect(mailInbox('j.doe@example.org')).not.toBe(mailInbox('jdoe@example.org'));
  });
});

describe('the budget trigger', () => {
  // Found by name (migrations are renumbered at merges); the newest definition is the one in force.
  const folder = new URL('../../db/migrations/', import.meta.url);
  const file = readdirSync(folder)
    .filter((name) => /_mail_budget_(trigger|sign_in_reserve)\.sql$/.test(name))
    .sort()
    .at(-1)!;
  const migration = readFileSync(new URL(file, folder), 'utf8');

  it('uses MAIL_BUDGET_PER_HOUR and MAIL_BUDGET_PER_DAY', () => {
    expect(migration).toContain(`IF last_hour >= ${MAIL_BUDGET_PER_HOUR} OR last_day >= ${MAIL_BUDGET_PER_DAY} THEN`);
  });

  it('keeps one sign-in code per code lifetime past the budget, so the owner is never locked out', () => {
    expect(migration).toContain(`NEW.kind = 'app_sign_in_code'`);
    expect(migration).toContain(`created_at > now() - interval '${SIGN_IN_CODE_LIFETIME_MS / 60_000} minutes'`);
  });
});
