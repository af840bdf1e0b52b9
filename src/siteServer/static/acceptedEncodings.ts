export type Encoding = 'br' | 'gzip';

/**
 * The precompressed encodings a client accepts, best first: only those it
 * names with a non-zero q (or `*`). A client that says nothing gets the file as it is.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const q = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const weight = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
    q.set(name.trim(), weight ? Number(weight[1]) : 1);
  }
  const accepts = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
}
