import { randomBytes } from 'node:crypto';
import type { InquiryFieldErrors } from '../../inquiry/inquiryErrors';
import type { FormLocation } from './formLocation';
import type { TypedValues } from './typedValues';

/** A refused form post, kept for the page the visitor is sent back to. */
export interface InquiryDraft {
  location: FormLocation;
  status: number;
  values: TypedValues;
  errors: InquiryFieldErrors;
  /** For too many sends: when the client may send again (ms since the epoch), so the page says the wait still left. */
  retryAt?: number;
}

export interface DraftLimits {
  lifetimeMs: number;
  maxCount: number;
  /** The sum of the drafts' sizes as JSON. */
  maxBytes: number;
  /** The most drafts, and bytes of them, one client (an IPv4 address or an IPv6 /64) may have kept at once. */
  maxCountPerClient: number;
  maxBytesPerClient: number;
  now(): number;
}

// One client's share stays far below the whole, so no one client can push out the drafts of others.
const defaultLimits: DraftLimits = {
  lifetimeMs: 30 * 60_000,
  maxCount: 500,
  maxBytes: 16 * 1024 * 1024,
  maxCountPerClient: 20,
  maxBytesPerClient: 1024 * 1024,
  now: Date.now,
};

/** What one client has kept: its tokens oldest first, and their bytes. */
interface ClientShare {
  client: string;
  tokens: string[];
  bytes: number;
}

interface Entry {
  draft: InquiryDraft;
  share: ClientShare;
  bytes: number;
  expiresAt: number;
}

/**
 * What visitors without JavaScript typed into a refused form, in memory only
 * (a restart forgets them), each under a token nobody can guess. Short-lived
 * and bounded, per client and overall: past its own count or bytes, a
 * client's oldest draft goes first (so a client sending refused forms in a
 * loop only pushes out its own); past the total, the oldest of all.
 */
export function createInquiryDrafts(limits: Partial<DraftLimits> = {}) {
  const { lifetimeMs, maxCount, maxBytes, maxCountPerClient, maxBytesPerClient, now } = { ...defaultLimits, ...limits };
  // A Map iterates in insertion order, which is age order: the oldest come first.
  const entries = new Map<string, Entry>();
  const clients = new Map<string, ClientShare>();
  let totalBytes = 0;

  const drop = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    totalBytes -= entry.bytes;
    entries.delete(token);
    const { share } = entry;
    share.tokens.splice(share.tokens.indexOf(token), 1);
    share.bytes -= entry.bytes;
    if (share.tokens.length === 0) clients.delete(share.client);
  };
  const shareOf = (client: string): ClientShare => {
    let share = clients.get(client);
    if (!share) clients.set(client, (share = { client, tokens: [], bytes: 0 }));
    return share;
  };
  const dropExpired = () => {
    for (const [token, entry] of entries) {
      if (entry.expiresAt > now()) break;
      drop(token);
    }
  };

  return {
    /** Keeps a draft of `client` (as clientKey names it); answers its token. */
    keep(draft: InquiryDraft, client: string): string {
      dropExpired();
      const token = randomBytes(18).toString('base64url');
      const bytes = Buffer.byteLength(JSON.stringify(draft));
      const share = shareOf(client);
      entries.set(token, { draft, share, bytes, expiresAt: now() + lifetimeMs });
      totalBytes += bytes;
      share.tokens.push(token);
      share.bytes += bytes;
      while (share.tokens.length > maxCountPerClient || share.bytes > maxBytesPerClient) drop(share.tokens[0]!);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxCount && totalBytes <= maxBytes) break;
        drop(oldest);
      }
      return token;
    },
    find(token: string): InquiryDraft | undefined {
      dropExpired();
      return entries.get(token)?.draft;
    },
  };
}

export type InquiryDrafts = ReturnType<typeof createInquiryDrafts>;
