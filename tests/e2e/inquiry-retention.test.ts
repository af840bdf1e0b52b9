// Inquiries older than inquiryForm.retentionDays are deleted when the server starts (and daily after).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openInquiryStore } from '../../src/siteServer/storage/openInquiryStore';
import { readFixtureManifest } from './helpers/fixture-site';
import { startServerProcess } from './helpers/inquiry-server';
import { sampleInquiry } from '../siteServer/storage/tempStore';

const day = 24 * 60 * 60 * 1000;
const inquiry = sampleInquiry({
  page: '/about#contact',
  company: '(주)보관시험',
  phone: '02-555-0100',
  email: 'keep@test.example',
  message: '보관 기간 시험',
  clientAddress: '127.0.0.1',
});

describe('the retention period', () => {
  it('deletes on start what is older than retentionDays and keeps the rest', async () => {
    const { retentionDays } = readFixtureManifest().inquiryForm;
    const dataDir = await mkdtemp(join(tmpdir(), 'inquiry-retention-'));
    try {
      const store = openInquiryStore(dataDir);
      const expired = store.add(inquiry, new Date(Date.now() - (retentionDays + 1) * day));
      const kept = store.add(inquiry, new Date(Date.now() - (retentionDays - 1) * day));
      store.close();

      const server = await startServerProcess({ dataDir });
      await server.stop();
      const after = openInquiryStore(dataDir);
      try {
        expect(after.get(expired.id)).toBeUndefined();
        expect(after.get(kept.id)).toBeDefined();
      } finally {
        after.close();
      }
      expect(server.output()).toContain(`보관 기간(${retentionDays}일)이 지난 문의 1건을 지웠습니다.`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
