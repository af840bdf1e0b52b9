// The daily purge on a real full disk: said in the log, and the server goes on.
import { describe, expect, it, onTestFinished } from 'vitest';
import { startRetention } from '../../src/siteServer/retention';
import { openInquiryStore } from '../../src/siteServer/storage/openInquiryStore';
import { mountSmallDisk, smallDiskRefusal } from '../helpers/diskFaults';
import { daysBefore, sampleInquiry } from './storage/tempStore';

describe.skipIf(smallDiskRefusal !== undefined)(
  `startRetention on a full disk${smallDiskRefusal ? ` (skipped: ${smallDiskRefusal})` : ''}`,
  () => {
    it('logs that it could not delete, throws nothing, and deletes once space is freed', () => {
      const disk = mountSmallDisk(2048);
      const store = openInquiryStore(disk.dir);
      onTestFinished(() => {
        store.close();
        disk.unmount();
      });
      const old = store.add(
        sampleInquiry({ message: '보관 기간이 지난 문의 '.repeat(200) }),
        daysBefore(new Date(), 400),
      );
      disk.fill();
      const lines: string[] = [];
      startRetention(store, 365, (line) => lines.push(line)).stop();
      expect(lines).toEqual([expect.stringContaining('지우지 못했습니다')]);
      expect(lines[0]).toContain('SQLITE_FULL');
      expect(store.get(old.id)).toBeDefined();
      disk.free();
      startRetention(store, 365, (line) => lines.push(line)).stop();
      expect(store.get(old.id)).toBeUndefined();
    });
  },
);
