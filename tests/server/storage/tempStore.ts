import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import type { InquiryStore, NewInquiry } from '../../../src/server/storage/InquiryStore';
import { openInquiryStore } from '../../../src/server/storage/openInquiryStore';

/** A fresh directory removed when the test ends. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'inquiries-test-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A store in a fresh directory, closed when the test ends. */
export async function tempStore(): Promise<{ dir: string; store: InquiryStore }> {
  const dir = await tempDir();
  const store = openInquiryStore(dir);
  onTestFinished(() => store.close());
  return { dir, store };
}

export function sampleInquiry(overrides: Partial<NewInquiry> = {}): NewInquiry {
  return {
    page: '/introduce',
    company: '(주)한빛소재',
    phone: '010-1234-5678',
    email: 'kim@hanbit.example',
    message: '시료의 표면 오염 원인을 분석하고 싶습니다.',
    clientAddress: '203.0.113.77',
    ...overrides,
  };
}

/** `days` days (and optionally hours) before `from`. */
export function daysBefore(from: Date, days: number, hours = 0): Date {
  return new Date(from.getTime() - (days * 24 + hours) * 60 * 60 * 1000);
}
