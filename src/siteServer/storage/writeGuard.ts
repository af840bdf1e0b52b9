import { databaseUnwritable, InquiryStoreError } from './storeErrors';

// The SQLite errors that say the files could not take the change (as opposed to a
// constraint or a bad argument, which are the caller's and say nothing about the disk).
const storageFault = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|BUSY|LOCKED|CORRUPT|NOTADB|PERM|PROTOCOL|NOLFS)/;

const isStorageFault = (error: unknown): error is Error & { code: string } =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' && storageFault.test(error.code);

// Without a write for this long, the health check makes one of its own: often enough to see a disk
// fill or be freed within seconds, rarely enough that a monitor asking every second costs little.
const probeAfterMs = 5000;

interface WriteOutcome {
  ok: boolean;
  /** Date.now() of the write. */
  at: number;
}

export interface WriteGuard {
  /**
   * Runs one write (a statement or a whole transaction) and remembers whether it
   * committed. A storage fault comes out as an InquiryStoreError 'databaseUnwritable';
   * any other error passes unchanged and says nothing about the files.
   */
  write<T>(change: () => T): T;
  /** Whether the last write committed; `probe` (a small write) runs first when nothing has written for a few seconds. */
  canWrite(probe: () => unknown): boolean;
}

/** The store's memory of its own writes, which the health check reports. */
export function createWriteGuard(file: string): WriteGuard {
  let last: WriteOutcome | undefined;
  const write = <T>(change: () => T): T => {
    try {
      const result = change();
      last = { ok: true, at: Date.now() };
      return result;
    } catch (error) {
      const unwritable = error instanceof InquiryStoreError && error.code === 'databaseUnwritable';
      if (!unwritable && !isStorageFault(error)) throw error;
      last = { ok: false, at: Date.now() };
      throw unwritable ? error : databaseUnwritable(file, error);
    }
  };
  return {
    write,
    canWrite(probe) {
      if (last === undefined || Date.now() - last.at >= probeAfterMs) {
        try {
          write(probe);
        } catch (error) {
          // A storage fault is what the probe is for, and write() has recorded it.
          if (!(error instanceof InquiryStoreError)) throw error;
        }
      }
      return last?.ok ?? true;
    },
  };
}
