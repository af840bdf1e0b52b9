import { randomBytes } from 'node:crypto';

/**
 * The searches staff made in the inbox, kept on the server: the list's address carries a random id,
 * never the words (a company's or a person's name), which a proxy's access log, the browser's history
 * and a Referer would keep. A search belongs to the login that made it and lasts as long as a login.
 */
export interface InboxSearches {
  /** Keeps the text for the login `owner` and returns its id. */
  save(owner: string, text: string): string;
  /** The text of a search this login made, if it is still kept. */
  find(owner: string, id: string): string | undefined;
}

/** Lasts as long as the login it belongs to (adminSession's 12 hours). */
const keptMs = 12 * 60 * 60 * 1000;
/** Enough for a day's work with the back button; the oldest go first. */
const perOwner = 50;
const overall = 5000;

export const searchIdPattern = '^[A-Za-z0-9_-]{22}$';

export function createInboxSearches(now = () => Date.now()): InboxSearches {
  const searches = new Map<string, { owner: string; text: string; savedAt: number }>();
  const dropOldest = (keep: (entry: { owner: string }) => boolean, limit: number) => {
    const matching = [...searches].filter(([, entry]) => keep(entry));
    for (const [id] of matching.slice(0, Math.max(0, matching.length - limit))) searches.delete(id);
  };
  return {
    save(owner, text) {
      for (const [id, entry] of searches) if (now() - entry.savedAt > keptMs) searches.delete(id);
      const id = randomBytes(16).toString('base64url');
      searches.set(id, { owner, text, savedAt: now() });
      dropOldest((entry) => entry.owner === owner, perOwner);
      dropOldest(() => true, overall);
      return id;
    },
    find(owner, id) {
      const entry = searches.get(id);
      if (!entry || entry.owner !== owner || now() - entry.savedAt > keptMs) return undefined;
      return entry.text;
    },
  };
}
