import type { AccessAction } from '../storage/accessActions';
import type { InquiryStore } from '../storage/InquiryStore';

export interface CommandContext {
  /** Arguments after the command's name. */
  args: string[];
  /**
   * Opens the database on first use, so a command refused for its arguments touches nothing.
   * Refuses when the file is missing (a wrong DATA_DIR), unless allowCreate said yes.
   */
  store(): InquiryStore;
  /**
   * For the one command that may start a database: when the file is missing, asks at a
   * terminal, or needs `create` (--create) otherwise; throws if the answer is no.
   */
  allowCreate(create: boolean): Promise<void>;
  /** Appends to the access record, as `CLI:<os user>`, with no address. */
  recordAccess(action: AccessAction, inquiryId?: number | null, detail?: string | null): void;
  /** The current release's server/release.json (the manifest the server runs), or --manifest resolved from the working directory. */
  manifestFile(manifestOption: string | undefined): string;
}

export type Command = (context: CommandContext) => void | Promise<void>;
