import { Agent, fetch } from 'undici';

export interface LoadOptions {
  /** The server's address; only loopback addresses are accepted. */
  url: string;
  count: number;
  concurrency: number;
  /** Stop sending once this returns true (the crash test kills the server mid-run). */
  shouldStop?: () => boolean;
  /** Called after each answer, with how many have been answered so far and the ids answered 201 so far. */
  onAnswer?: (answered: number, accepted: readonly number[]) => void;
}

export interface LoadResult {
  /** The ids the server answered 201 for. */
  accepted: number[];
  /** How many answers of each status; 0 counts requests that got no answer. */
  statuses: Map<number, number>;
  latenciesMs: number[];
  elapsedMs: number;
}

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

function inquiry(n: number) {
  return JSON.stringify({
    company: `(주)부하시험 ${n}`,
    phone: '02-555-0100',
    email: `load${n}@test.example`,
    message: `부하 시험 문의 ${n}번입니다. 분석 가능 여부와 일정을 알려 주세요.`,
    consent: true,
    page: '/introduce#contact',
  });
}

/**
 * Sends `count` valid inquiries from `concurrency` connections at once and
 * records every answer. Bounded in count, and refuses any address that is not
 * this machine's loopback.
 */
export async function sendInquiries({
  url,
  count,
  concurrency,
  shouldStop = () => false,
  onAnswer,
}: LoadOptions): Promise<LoadResult> {
  const target = new URL('/api/inquiries', url);
  if (!loopback.has(target.hostname))
    throw new Error(`부하 시험은 이 컴퓨터(127.0.0.1, localhost)에만 보냅니다: ${target.hostname}`);
  if (!(count > 0 && count <= 100_000)) throw new Error('보낼 문의 수는 1에서 100,000 사이여야 합니다.');
  const dispatcher = new Agent({ connections: concurrency, pipelining: 1 });
  const result: LoadResult = { accepted: [], statuses: new Map(), latenciesMs: [], elapsedMs: 0 };
  let next = 0;
  let answered = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count && !shouldStop()) {
      const n = (next += 1);
      const sent = performance.now();
      let status = 0;
      try {
        const answer = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: target.origin },
          body: inquiry(n),
          dispatcher,
        });
        status = answer.status;
        const body = (await answer.json().catch(() => null)) as { id?: number } | null;
        if (status === 201 && typeof body?.id === 'number') result.accepted.push(body.id);
      } catch {
        // No answer (the server was killed): it counts as status 0, never as accepted.
      }
      result.latenciesMs.push(performance.now() - sent);
      result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
      answered += 1;
      onAnswer?.(answered, result.accepted);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  result.elapsedMs = performance.now() - started;
  await dispatcher.close();
  return result;
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}
