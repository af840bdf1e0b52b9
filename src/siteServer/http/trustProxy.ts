import { BlockList, isIP } from 'node:net';
import { SettingsError } from '../settingsError';
import { startupMessage } from '../startupMessages';

/**
 * Whom the server believes about the client's address and scheme:
 * nobody (false), this many proxies with the nearest on this machine (a
 * number), or the proxies at these addresses, CIDR ranges or proxy-addr
 * range names (a list).
 */
export type TrustProxy = false | number | string[];

// The range names @fastify/proxy-addr expands itself.
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function refuse(problem: string): never {
  throw new SettingsError(startupMessage('trust-proxy', { problem }));
}

function checkedEntry(entry: string): string {
  if (rangeNames.has(entry)) return entry;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) {
    refuse(
      `의 '${entry}'은(는) 프록시의 주소나 대역이 아닙니다. 프록시 수 하나, 또는 주소·대역(CIDR)을 쉼표로 나눠 쓰세요.`,
    );
  }
  const bits = family === 4 ? 32 : 128;
  if (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= bits)) {
    refuse(`의 '${entry}'에서 '/' 뒤의 대역 길이는 1부터 ${bits}까지의 수여야 합니다(IPv${family}).`);
  }
  return entry;
}

/** TRUST_PROXY as the operator wrote it; a value that would let visitors choose their own address is refused. */
export function trustProxyFromEnv(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') {
    refuse(
      '=true는 받지 않습니다. 모든 곳을 프록시로 믿으면 방문자가 X-Forwarded-For에 아무 주소나 써서 문의·로그인 횟수 제한을 피하고, 다른 사람의 주소를 써서 그 사람을 막을 수 있습니다. 프록시 수나 프록시의 주소를 쓰세요.',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops === 0) return false;
    if (hops > 10)
      refuse(`=${value}: 프록시를 ${value}개나 거치는 일은 없습니다. 방문자와 서버 사이의 프록시 수를 쓰세요.`);
    return hops;
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(checkedEntry);
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

// BlockList matches an IPv4-mapped IPv6 address (how a dual-stack socket reports IPv4 peers) against IPv4 rules.
const isLoopback = (address: string) =>
  isIP(address) !== 0 && loopback.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The value for Fastify's `trustProxy`. Fastify itself trusts nobody when
 * given a number, because a bare hop count also believes a client that
 * reaches the server directly and writes the header itself. Here a hop count
 * means N proxies of which the nearest runs on this machine: the socket's
 * peer (hop 0) must be loopback, and the N-1 entries it passed on are
 * believed by position.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (address, hop) => hop < setting && (hop > 0 || isLoopback(address));
}
