import { describe, expect, it } from 'vitest';
import { clientKey } from '../../../src/siteServer/http/clientKey';

describe('clientKey', () => {
  it('is an IPv4 address itself, also as a dual-stack socket reports it', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = '2001:db8:a:b::/64';
    for (const address of [
      '2001:db8:a:b::1',
      '2001:db8:a:b:ffff:ffff:ffff:ffff',
      '2001:0DB8:000A:000B:0:0:0:2',
      '2001:db8:a:b::1%eth0',
      '2001:db8:a:b::1.2.3.4',
    ]) {
      expect(clientKey(address), address).toBe(key);
    }
    expect(clientKey('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientKey('')).toBe('');
    expect(clientKey('unknown')).toBe('unknown');
  });
});
