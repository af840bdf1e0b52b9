import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, whatever way it was written. */
function ipv6Groups(address: string): number[] {
  // The URL parser writes every spelling (upper case, embedded IPv4, leading zeros) in one compressed form.
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  if (tail === undefined) return parse(head);
  const [before, after] = [parse(head), parse(tail)];
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * What the inquiry and login limits count a client under: its IPv4 address,
 * or the /64 an IPv6 address belongs to, since one home or server is given a
 * whole /64 and could otherwise take a fresh address for every request. An
 * IPv4 client seen through a dual-stack socket (::ffff:1.2.3.4) is the same
 * client as 1.2.3.4.
 */
export function clientKey(address: string): string {
  const [withoutZone = ''] = address.split('%');
  if (isIP(withoutZone) !== 6) return withoutZone;
  const groups = ipv6Groups(withoutZone);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
