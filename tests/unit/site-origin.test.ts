// Every link the site writes names the site that is running (decision 0058).
import { describe, expect, it } from 'vitest';
import { serverEnv } from '../../src/server/env.ts';
import { confirmPageUrl } from '../../src/server/mail/links.ts';
import { siteOrigin } from '../../src/server/site-origin.ts';

const PREVIEW = 'https://deploy-preview-7--thawab.netlify.app';
const MAIN = 'https://thawab.netlify.app';

describe('siteOrigin: the address of the site that is running', () => {
  it('SITE_URL wins: npm start sets its own address there', () => {
    expect(siteOrigin({ SITE_URL: 'http://127.0.0.1:8130/', URL: MAIN, CONTEXT: 'production' })).toBe(
      'http://127.0.0.1:8130',
    );
  });

  it("a deploy preview or branch deploy names itself, not production's URL", () => {
    for (const CONTEXT of ['deploy-preview', 'branch-deploy']) {
      expect(siteOrigin({ CONTEXT, URL: MAIN, DEPLOY_PRIME_URL: PREVIEW })).toBe(PREVIEW);
    }
  });

  it("production uses Netlify's URL (never the deploy's own), else the production origin", () => {
    expect(siteOrigin({ CONTEXT: 'production', URL: MAIN, DEPLOY_PRIME_URL: PREVIEW })).toBe(MAIN);
    expect(siteOrigin({})).toBe('https://thawab.app');
  });

  it('mail links are built on it', () => {
    const env = serverEnv({ SITE_URL: 'http://127.0.0.1:8130' });
    expect(confirmPageUrl('abc', 'en', env)).toBe('http://127.0.0.1:8130/confirm?token=abc');
    const preview = serverEnv({ CONTEXT: 'deploy-preview', URL: MAIN, DEPLOY_PRIME_URL: PREVIEW });
    expect(confirmPageUrl('abc', 'ar', preview)).toBe(`${PREVIEW}/ar/confirm?token=abc`);
  });
});
