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
  now(): number;
}

const defaultLimits: DraftLimits = { lifetimeMs: 30 * 60_000, maxCount: 500, maxBytes: 16 * 1024 * 1024, now: Date.now };

interface Entry {
  draft: InquiryDraft;
  bytes: number;
  expiresAt: number;
}

/**
 * What visitors without JavaScript typed into a refused form, in memory only
 * (a restart forgets them), each under a token nobody can guess. Short-lived
 * and bounded: past the count or the bytes, the oldest go first.
 */
export function createInquiryDrafts(limits: Partial<DraftLimits> = {}) {
  const { lifetimeMs, maxCount, maxBytes, now } = { ...defaultLimits, ...limits };
  // A Map iterates in insertion order, which is age order: the oldest come first.
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  const drop = (token: string) => {
    totalBytes -= entries.get(token)?.bytes ?? 0;
    entries.delete(token);
  };
  const dropExpired = () => {
    for (const [token, entry] of entries) {
      if (entry.expiresAt > now()) break;
      drop(token);
    }
  };

  return {
    keep(draft: InquiryDraft): string {
      dropExpired();
      const token = randomBytes(18).toString('base64url');
      const bytes = Buffer.byteLength(JSON.stringify(draft));
      entries.set(token, { draft, bytes, expiresAt: now() + lifetimeMs });
      totalBytes += bytes;
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
