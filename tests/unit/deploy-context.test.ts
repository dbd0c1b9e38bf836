import { describe, expect, it } from 'vitest';
import {
  NOINDEX_HEADERS_FILE,
  buildHookAllowed,
  buildIsIndexable,
  indexingAllowed,
  robotsTxt,
} from '../../src/server/deploy-context.ts';

describe('deploy context: previews are never indexed and never rebuild production', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['production', true],
    ['dev', true],
    ['deploy-preview', false],
    ['branch-deploy', false],
    [' deploy-preview ', false],
    ['staging', false],
  ])('CONTEXT=%s → indexable %s', (context, expected) => {
    expect(indexingAllowed(context)).toBe(expected);
  });

  it('reads CONTEXT through the env module', () => {
    expect(buildIsIndexable({ CONTEXT: 'deploy-preview' })).toBe(false);
    expect(buildIsIndexable({ CONTEXT: 'production' })).toBe(true);
  });

  it.each([
    [undefined, true],
    ['production', true],
    ['dev', true],
    ['deploy-preview', false],
    ['branch-deploy', false],
  ])('CONTEXT=%s → may call the build hook %s', (context, expected) => {
    expect(buildHookAllowed(context)).toBe(expected);
  });

  it('robots.txt: production lists the sitemap; a preview does not, and says why', () => {
    const sitemap = 'https://thawab.app/sitemap-index.xml';
    expect(robotsTxt(true, sitemap)).toBe(
      'User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: https://thawab.app/sitemap-index.xml\n',
    );
    const preview = robotsTxt(false, sitemap);
    expect(preview).not.toContain('Sitemap:');
    expect(preview).toContain('Disallow: /admin');
    // Pages stay fetchable so crawlers see their noindex.
    expect(preview).not.toMatch(/^Disallow: \/$/m);
  });

  it('the preview _headers file marks every path noindex', () => {
    expect(NOINDEX_HEADERS_FILE).toBe('/*\n  X-Robots-Tag: noindex, nofollow\n');
  });
});
