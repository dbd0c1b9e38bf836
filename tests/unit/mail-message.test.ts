// Building mail (src/server/mail/message.ts): both parts from one description, HTML escaped, the
// headers every message carries (sender, stable Message-ID) and those of list mail (RFC 8058), as
// the compiled MIME message shows them; and the pure rules around delivery (address hash, retry
// delays, the webhook signature).
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { describe, expect, it } from 'vitest';
import { emailHash, normaliseEmail } from '../../src/server/mail/address.ts';
import {
  escapeHtml,
  html,
  mailOptions,
  messageIdFor,
  renderEmail,
  senderDomain,
  senderIdentity,
} from '../../src/server/mail/message.ts';
import { MAIL_DELIVERY, retryDelayMs } from '../../src/server/mail/worker.ts';
import { MAIL_EVENT_TOLERANCE_S, signMailEvent, verifyMailEvent } from '../../src/server/mail/webhook.ts';
import { serverEnv } from '../../src/server/env.ts';
import { parseMail } from '../../scripts/support/smtp-server.ts';

const content = {
  preheader: 'One tap to confirm',
  heading: 'Confirm <your> "sign-up"',
  paragraphs: ['Salaam Amina & family,', '<script>alert(1)</script> is only text here.'],
  action: { label: 'Confirm my sign-up', url: 'https://thawab.app/confirm?token=a&b=c' },
  footer: ['You get this because you joined the waitlist.'],
  unsubscribeUrl: 'https://thawab.app/unsubscribe?token=xyz',
};

async function compile(options: Parameters<typeof mailOptions>[0], env: Record<string, string> = {}) {
  const raw = await new MailComposer(mailOptions(options, senderIdentity(serverEnv(env)))).compile().build();
  return parseMail(raw, { from: null, to: [options.to] }, 'test', new Date().toISOString());
}

describe('renderEmail', () => {
  it('makes an HTML and a plain-text part with the same words, escaping everything it is given', () => {
    const { html: body, text } = renderEmail(content);
    expect(body).toContain(
      '<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">Confirm &lt;your&gt; &quot;sign-up&quot;</h1>',
    );
    expect(body).toContain('Salaam Amina &amp; family,');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; is only text here.');
    expect(body).not.toContain('<script>');
    expect(body).toContain('href="https://thawab.app/confirm?token=a&amp;b=c"');
    expect(body).toContain('href="https://thawab.app/unsubscribe?token=xyz"');
    expect(body).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);

    expect(text).toBe(
      [
        'Confirm <your> "sign-up"',
        '',
        'Salaam Amina & family,',
        '',
        '<script>alert(1)</script> is only text here.',
        '',
        'Confirm my sign-up: https://thawab.app/confirm?token=a&b=c',
        '',
        '--',
        'You get this because you joined the waitlist.',
        'Unsubscribe: https://thawab.app/unsubscribe?token=xyz',
        '',
      ].join('\n'),
    );
  });

  it('refuses links that are not web links', () => {
    expect(() =>
      renderEmail({ heading: 'x', paragraphs: [], action: { label: 'x', url: 'javascript:alert(1)' } }),
    ).toThrow(/Not a web link/);
    expect(() => renderEmail({ heading: 'x', paragraphs: [], unsubscribeUrl: 'data:text/html,x' })).toThrow(
      /Not a web link/,
    );
  });

  it('escapes through the html template unless the value is already safe markup', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const name = '<b>Bilal</b>';
    expect(html`<p>${name}</p>${html`<i>${name}</i>`}${[1, '<', null, false]}`.value).toBe(
      '<p>&lt;b&gt;Bilal&lt;/b&gt;</p><i>&lt;b&gt;Bilal&lt;/b&gt;</i>1&lt;',
    );
  });
});

describe('the compiled message', () => {
  const rendered = renderEmail(content);
  const base = {
    to: 'amina@example.org',
    subject: 'Confirm your sign-up',
    ...rendered,
    messageId: messageIdFor('waitlist_confirmation:1', 'thawab.app'),
  };

  it('is multipart with a text/plain and a text/html part, from the site, with the stable Message-ID', async () => {
    const mail = await compile({ ...base, listUnsubscribeUrl: null });
    expect(mail.parts).toEqual(['text/plain', 'text/html']);
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.headers.from).toBe('Thawab <hello@thawab.app>');
    expect(mail.messageId).toBe(base.messageId);
    expect(mail.subject).toBe('Confirm your sign-up');
    expect(mail.text?.trim()).toBe(rendered.text.trim());
    expect(mail.html).toBe(rendered.html);
    // Not list mail: no unsubscribe headers.
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.headers['list-unsubscribe-post']).toBeUndefined();
    expect(mail.replyTo).toBeNull();
  });

  it('list mail carries List-Unsubscribe (https, then mailto when configured) and the one-click List-Unsubscribe-Post', async () => {
    const url = 'https://thawab.app/unsubscribe?token=xyz';
    const plain = await compile({ ...base, listUnsubscribeUrl: url });
    expect(plain.headers['list-unsubscribe']).toBe(`<${url}>`);
    expect(plain.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const configured = await compile(
      { ...base, listUnsubscribeUrl: url },
      {
        MAIL_FROM: 'Thawab News <news@mail.thawab.app>',
        MAIL_REPLY_TO: 'support@thawab.app',
        MAIL_UNSUBSCRIBE_MAILTO: 'unsubscribe@thawab.app',
      },
    );
    expect(configured.headers['list-unsubscribe']).toBe(
      `<${url}>, <mailto:unsubscribe@thawab.app?subject=unsubscribe>`,
    );
    expect(configured.headers.from).toBe('Thawab News <news@mail.thawab.app>');
    expect(configured.replyTo).toBe('support@thawab.app');
  });

  it('derives the Message-ID from the idempotency key alone, in the sender domain', () => {
    const a = messageIdFor('campaign:7:recipient:1', 'thawab.app');
    expect(a).toMatch(/^<[0-9a-f]{40}@thawab\.app>$/);
    expect(messageIdFor('campaign:7:recipient:1', 'thawab.app')).toBe(a);
    expect(messageIdFor('campaign:7:recipient:2', 'thawab.app')).not.toBe(a);
    expect(senderDomain({ from: 'Thawab <Hello@Mail.Thawab.app>' })).toBe('mail.thawab.app');
    expect(senderDomain({ from: 'hello@thawab.app' })).toBe('thawab.app');
  });

  it('MAIL_FROM must name an address; SMTP_URL must be smtp or smtps', () => {
    expect(() => serverEnv({ MAIL_FROM: 'Thawab' })).toThrow(/MAIL_FROM/);
    expect(() => serverEnv({ SMTP_URL: 'https://smtp.example.org' })).toThrow(/SMTP_URL/);
    expect(serverEnv({ SMTP_URL: 'smtps://u:p@smtp.example.org:465' }).SMTP_URL).toBe(
      'smtps://u:p@smtp.example.org:465',
    );
    expect(() => serverEnv({ MAIL_WEBHOOK_SECRET: 'short' })).toThrow(/MAIL_WEBHOOK_SECRET/);
  });
});

describe('delivery rules', () => {
  it('hashes addresses after trimming and lower-casing them', () => {
    expect(normaliseEmail('  Amina@Example.ORG ')).toBe('amina@example.org');
    expect(emailHash('  Amina@Example.ORG ')).toBe(emailHash('amina@example.org'));
    expect(emailHash('amina@example.org')).toMatch(/^[0-9a-f]{64}$/);
    expect(emailHash('amina+news@example.org')).not.toBe(emailHash('amina@example.org'));
  });

  it('retries after 30 s, doubling to at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    expect(MAIL_DELIVERY.maxAttempts).toBe(8);
    expect(MAIL_DELIVERY.leaseMs).toBeGreaterThan(10_000 + 10_000 + 30_000);
  });
});

describe('webhook signature', () => {
  const secret = 'a-webhook-secret-of-at-least-32-characters';
  const body = '{"type":"complaint","email":"a@example.org"}';
  const now = Date.UTC(2026, 10, 25, 12, 0, 0);
  const t = now / 1000;

  it('accepts the body it signs, within the tolerance', () => {
    expect(verifyMailEvent(secret, signMailEvent(secret, body, t), body, now)).toBe(true);
    expect(verifyMailEvent(secret, signMailEvent(secret, body, t - MAIL_EVENT_TOLERANCE_S), body, now)).toBe(true);
  });

  it('refuses another body, another secret, an old or future timestamp and malformed headers', () => {
    const header = signMailEvent(secret, body, t);
    expect(verifyMailEvent(secret, header, body.replace('complaint', 'unsubscribe'), now)).toBe(false);
    expect(verifyMailEvent(`${secret}x`, header, body, now)).toBe(false);
    expect(verifyMailEvent(secret, signMailEvent(secret, body, t - MAIL_EVENT_TOLERANCE_S - 1), body, now)).toBe(false);
    expect(verifyMailEvent(secret, signMailEvent(secret, body, t + MAIL_EVENT_TOLERANCE_S + 1), body, now)).toBe(false);
    expect(verifyMailEvent(secret, null, body, now)).toBe(false);
    expect(verifyMailEvent(secret, 'v1=abc', body, now)).toBe(false);
    expect(verifyMailEvent(secret, header.replace(/v1=[0-9a-f]{2}/, 'v1=zz'), body, now)).toBe(false);
    // The timestamp is signed: moving it breaks the signature.
    expect(verifyMailEvent(secret, header.replace(`t=${t}`, `t=${t + 1}`), body, now)).toBe(false);
  });
});
