import type Database from 'better-sqlite3';

// Whitespace and every dash a keyboard or a phone's autocorrect may type (ASCII hyphen, ‐ ‑ ‒ – — ―, minus, full-width).
const ignored = /[\s\-\u2010-\u2015\u2212\uFF0D]/gu;

/**
 * Text as search compares it: NFKC (full-width ＡＢＣ１２３ becomes ABC123), lower case in
 * every script (É finds é, not only ASCII as SQLite's own lower() does), without
 * spaces or hyphens, so "모바일 소재" finds "모바일소재" and "0212345678" finds "02-1234-5678".
 */
export function searchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(ignored, '');
}

/** Makes searchText callable from SQL as search_text(), so the list stays one statement. */
export function registerSearchText(db: Database.Database): void {
  db.function('search_text', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? searchText(value) : value,
  );
}
