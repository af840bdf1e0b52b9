import type { PageBytes, Sizes } from './page-bytes';
import type { ScaleRow } from './build-scale';
import type { Spread } from './stats';

export interface LighthouseRow {
  route: string;
  preset: string;
  runs: number;
  score: Spread;
  fcp: Spread;
  lcp: Spread;
  tbt: Spread;
  cls: Spread;
}

const pad = (cells: string[][]): string => {
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return cells
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
    .join('\n');
};

const ms = (value: number) => `${Math.round(value)}`;
const spreadOf = (s: Spread, show: (value: number) => string) => `${show(s.median)} (${show(s.min)}–${show(s.max)})`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sizes = (s: Sizes) => `${kb(s.raw)}/${kb(s.gzip)}/${kb(s.brotli)}`;

export function lighthouseTable(rows: LighthouseRow[]): string {
  return pad([
    ['route', 'preset', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
    ...rows.map((row) => [
      row.route,
      row.preset,
      spreadOf(row.score, String),
      spreadOf(row.fcp, ms),
      spreadOf(row.lcp, ms),
      spreadOf(row.tbt, ms),
      spreadOf(row.cls, (value) => value.toFixed(3)),
    ]),
  ]);
}

export function bytesTable(pages: PageBytes[]): string {
  return pad([
    ['route (KiB raw/gzip/br)', 'HTML', 'CSS inline', 'JS', 'fonts', 'images', 'total'],
    ...pages.map((page) => [
      page.route,
      sizes(page.kinds.html),
      sizes(page.kinds.cssInline),
      sizes(page.kinds.js),
      sizes(page.kinds.fonts),
      sizes(page.kinds.images),
      sizes(page.total),
    ]),
  ]);
}

/** How each factor compares with x1: the issue asks for builds under 20× and validation in proportion to the file. */
function growthLines(rows: ScaleRow[]): string[] {
  const base = rows.find((row) => row.factor === 1);
  if (!base) return [];
  return rows
    .filter((row) => row !== base)
    .map(
      (row) =>
        `x${row.factor} vs x1: build ${(row.buildMs / base.buildMs).toFixed(1)}× (CPU ${(row.buildCpuMs / base.buildCpuMs).toFixed(1)}×), ` +
        `rebuild ${(row.rebuildMs / base.rebuildMs).toFixed(1)}× (CPU ${(row.rebuildCpuMs / base.rebuildCpuMs).toFixed(1)}×), ` +
        `validate ${(row.validateMs / base.validateMs).toFixed(1)}× for ${(row.manifestBytes / base.manifestBytes).toFixed(1)}× the bytes`,
    );
}

export function scaleTable(rows: ScaleRow[]): string {
  const table = pad([
    [
      'scale',
      'routes',
      'pages',
      'instruments',
      'cases',
      'site.json KiB',
      'validate ms',
      'build ms (cold)',
      'rebuild ms',
      'build CPU ms',
      'rebuild CPU ms',
      'files',
      'output KiB',
      'HTML KiB',
    ],
    ...rows.map((row) => [
      `x${row.factor}`,
      String(row.routes),
      String(row.pages),
      String(row.instruments),
      String(row.cases),
      kb(row.manifestBytes),
      ms(row.validateMs),
      ms(row.buildMs),
      ms(row.rebuildMs),
      ms(row.buildCpuMs),
      ms(row.rebuildCpuMs),
      String(row.outputFiles),
      kb(row.outputBytes),
      kb(row.htmlBytes),
    ]),
  ]);
  return [table, ...growthLines(rows)].join('\n');
}
