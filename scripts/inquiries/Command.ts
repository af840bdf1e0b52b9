import type { InquiryStore } from '../../src/server/storage/InquiryStore';

export interface CommandContext {
  /** Arguments after the command's name. */
  args: string[];
  /** Opens the database on first use, so a command refused for its arguments creates no file. */
  store(): InquiryStore;
  /** site.json at the project root, or --manifest resolved from the working directory. */
  manifestFile(manifestOption: string | undefined): string;
}

export type Command = (context: CommandContext) => void | Promise<void>;
