import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../src/siteServer/http/securityHeaders';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the Content-Security-Policy', () => {
  it('lets a page frame only itself and the two video players a click on a poster asks for', () => {
    const policy = contentSecurityPolicy(richManifest(), ["'sha256-abc='"]);
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    // Not YouTube's own host, which sets cookies, nor any image or script of the services.
    expect(policy).not.toContain('https://www.youtube.com');
    expect(directive(policy, 'img-src')?.some((source) => /youtube|ytimg|vimeo/.test(source))).toBe(false);
    expect(directive(policy, 'script-src')?.some((source) => /youtube|vimeo/.test(source))).toBe(false);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });
});
