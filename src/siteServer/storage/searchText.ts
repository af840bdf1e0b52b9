import type Database from 'better-sqlite3';
import { storedAnswersOf } from './rowMapping';

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

// Between two answers: kept by searchText, so that no search matches across the end of one field into the next.
const answerBreak = '\u0001';

/** Makes searchText callable from SQL as search_text(), so the list stays one statement. */
export function registerSearchText(db: Database.Database): void {
  db.function('search_text', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? searchText(value) : value,
  );
  // The answers of a fields column, without their keys and labels: a label is in every inquiry and finds nothing.
  db.function('answers_text', { deterministic: true }, (value: unknown) =>
    typeof value === 'string'
      ? storedAnswersOf(value)
          .map((answer) => (typeof answer.value === 'string' ? answer.value : ''))
          .join(answerBreak)
      : value,
  );
}
