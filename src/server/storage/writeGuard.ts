import { databaseUnwritable, InquiryStoreError } from './storeErrors';

// The SQLite errors that say the files could not take the change (as opposed to a
// constraint or a bad argument, which are the caller's and say nothing about the disk).
const storageFault = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|BUSY|LOCKED|CORRUPT|NOTADB|PERM|PROTOCOL|NOLFS)/;

const isStorageFault = (error: unknown): error is Error & { code: string } =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' && storageFault.test(error.code);

export interface WriteOutcome {
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
  /** The last write's outcome; undefined before the first. */
  last(): WriteOutcome | undefined;
}

/** The store's memory of its own writes, which the health check reports. */
export function createWriteGuard(file: string): WriteGuard {
  let last: WriteOutcome | undefined;
  return {
    write(change) {
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
    },
    last: () => last,
  };
}
