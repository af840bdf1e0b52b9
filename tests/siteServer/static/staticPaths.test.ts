import { expect, it } from 'vitest';
import { acceptedEncodings } from '../../../src/siteServer/static/acceptedEncodings';
import { siteFileCandidates } from '../../../src/siteServer/static/sitePath';

it('offers a precompressed encoding only when the client names it (or *) with a q above 0', () => {
  expect(acceptedEncodings(undefined)).toEqual([]);
  expect(acceptedEncodings('')).toEqual([]);
  expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
  expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
  expect(acceptedEncodings('identity')).toEqual([]);
  expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
  expect(acceptedEncodings('*;q=0, gzip')).toEqual(['gzip']);
  expect(acceptedEncodings('GZIP')).toEqual(['gzip']);
});

it('maps a URL path to the files that may answer it, and refuses paths out of the site or into dotfiles', () => {
  expect(siteFileCandidates('/')).toEqual(['index.html']);
  expect(siteFileCandidates('/introduce')).toEqual(['introduce', 'introduce.html', 'introduce/index.html']);
  expect(siteFileCandidates('/introduce/')).toEqual(['introduce/index.html']);
  expect(siteFileCandidates('/assets/client-AB12.js')).toEqual([
    'assets/client-AB12.js',
    'assets/client-AB12.js.html',
    'assets/client-AB12.js/index.html',
  ]);
  expect(siteFileCandidates('/%ED%9A%8C%EC%82%AC')).toEqual(['회사', '회사.html', '회사/index.html']);
  expect(siteFileCandidates('/.well-known/security.txt')?.[0]).toBe('.well-known/security.txt');
  for (const path of [
    '/../etc/passwd',
    '/a/%2e%2e/%2e%2e/x',
    '/.env',
    '/assets/.hidden',
    '/a%00b',
    '/%E0%A4%A',
    '/a\\..\\b',
    'relative',
  ]) {
    expect(siteFileCandidates(path), path).toBeNull();
  }
});
