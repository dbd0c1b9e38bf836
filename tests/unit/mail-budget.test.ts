// One mail budget per inbox (decision 0059): the inbox rule is decision 0031's key, and the trigger
// that enforces the budget in the database uses the numbers src/lib/mail-budget.ts names.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAIL_BUDGET_PER_DAY, MAIL_BUDGET_PER_HOUR, mailInbox } from '../../src/lib/mail-budget.ts';

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
  it('uses MAIL_BUDGET_PER_HOUR and MAIL_BUDGET_PER_DAY', () => {
    // Found by name: the lead renumbers migrations when merging.
    const folder = new URL('../../db/migrations/', import.meta.url);
    const file = readdirSync(folder).find((name) => name.endsWith('_mail_budget_trigger.sql'))!;
    const migration = readFileSync(new URL(file, folder), 'utf8');
    expect(migration).toContain(`IF last_hour >= ${MAIL_BUDGET_PER_HOUR} OR last_day >= ${MAIL_BUDGET_PER_DAY} THEN`);
  });
});
