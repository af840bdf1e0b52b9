import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, trustProxyFromEnv, type TrustProxy } from '../../../src/siteServer/http/trustProxy';
import { SettingsError, settingsFromEnv } from '../../../src/siteServer/settings';

describe('TRUST_PROXY', () => {
  it('trusts nothing when unset, empty, 0 or false', () => {
    for (const raw of [undefined, '', ' ', '0', 'false', 'FALSE'])
      expect(trustProxyFromEnv(raw), String(raw)).toBe(false);
  });

  it('reads a number as the count of proxies', () => {
    expect(trustProxyFromEnv('1')).toBe(1);
    expect(trustProxyFromEnv(' 2 ')).toBe(2);
  });

  it('reads proxy addresses, CIDR ranges and proxy-addr range names', () => {
    expect(trustProxyFromEnv('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,,uniquelocal')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it('refuses true with what to write instead', () => {
    for (const raw of ['true', 'TRUE']) {
      expect(() => trustProxyFromEnv(raw)).toThrow(SettingsError);
      expect(() => trustProxyFromEnv(raw)).toThrow(/TRUST_PROXY=true는 받지 않습니다/);
      expect(() => trustProxyFromEnv(raw)).toThrow(
        expect.objectContaining({
          code: 'trust-proxy',
          hint: expect.stringMatching(/TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.5/),
        }),
      );
    }
  });

  it('refuses a malformed value, naming the part that is wrong', () => {
    expect(() => trustProxyFromEnv('yes')).toThrow("'yes'은(는) 프록시의 주소나 대역이 아닙니다");
    expect(() => trustProxyFromEnv('127.0.0.1,nginx')).toThrow("'nginx'은(는) 프록시의 주소나 대역이 아닙니다");
    expect(() => trustProxyFromEnv('10.0.0.1/8/8')).toThrow("'10.0.0.1/8/8'은(는)");
    expect(() => trustProxyFromEnv('-1')).toThrow("'-1'은(는)");
    expect(() => trustProxyFromEnv('10.0.0.0/33')).toThrow(
      "'10.0.0.0/33'에서 '/' 뒤의 대역 길이는 1부터 32까지의 수여야 합니다(IPv4)",
    );
    expect(() => trustProxyFromEnv('10.0.0.0/0')).toThrow('1부터 32까지');
    expect(() => trustProxyFromEnv('10.0.0.0/x')).toThrow('1부터 32까지');
    expect(() => trustProxyFromEnv('fd00::/129')).toThrow('1부터 128까지의 수여야 합니다(IPv6)');
    expect(() => trustProxyFromEnv('11')).toThrow('TRUST_PROXY=11: 프록시를 11개나 거치는 일은 없습니다');
  });

  it('is read by settingsFromEnv', () => {
    expect(settingsFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(settingsFromEnv({}).trustProxy).toBe(false);
    expect(() => settingsFromEnv({ TRUST_PROXY: 'true' })).toThrow(SettingsError);
  });
});

describe('the client address behind a trusted proxy', () => {
  /** request.ip and request.protocol as Fastify computes them with the setting. */
  async function seen(setting: TrustProxy, remoteAddress: string, forwardedFor?: string) {
    const app = Fastify({ trustProxy: fastifyTrustProxy(setting) });
    app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' };
    const response = await app.inject({ method: 'GET', url: '/', remoteAddress, headers });
    await app.close();
    return response.json<{ ip: string; protocol: string }>();
  }

  it('with one proxy on this machine is the address that proxy saw, never an entry the client wrote', async () => {
    expect(await seen(1, '127.0.0.1', '198.51.100.66, 203.0.113.7')).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    expect(await seen(1, '::ffff:127.0.0.1', '198.51.100.66, 203.0.113.7')).toEqual({
      ip: '203.0.113.7',
      protocol: 'https',
    });
    expect(await seen(1, '::1', '2001:db8::1')).toEqual({ ip: '2001:db8::1', protocol: 'https' });
  });

  it('is the socket address when the peer is not a proxy on this machine: a direct client cannot name itself', async () => {
    expect(await seen(1, '198.51.100.20', '203.0.113.7')).toEqual({ ip: '198.51.100.20', protocol: 'http' });
    expect(await seen(1, '::ffff:10.0.0.5', '203.0.113.7')).toEqual({ ip: '::ffff:10.0.0.5', protocol: 'http' });
  });

  it('with two proxies believes the entry the nearer one passed on', async () => {
    expect(await seen(2, '127.0.0.1', '198.51.100.66, 203.0.113.7, 192.0.2.10')).toMatchObject({ ip: '203.0.113.7' });
  });

  it('with a list believes only the proxies on it', async () => {
    expect(await seen(['10.0.0.0/8'], '::ffff:10.1.2.3', '198.51.100.66, 203.0.113.7')).toMatchObject({
      ip: '203.0.113.7',
    });
    expect(await seen(['10.0.0.0/8'], '127.0.0.1', '203.0.113.7')).toMatchObject({ ip: '127.0.0.1' });
  });

  it('without a setting is the socket address', async () => {
    expect(await seen(false, '127.0.0.1', '203.0.113.7')).toEqual({ ip: '127.0.0.1', protocol: 'http' });
  });
});
