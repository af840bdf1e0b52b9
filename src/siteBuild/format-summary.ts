import { isAbsolute, relative } from 'node:path';
import type { BuildSummary } from './build-site';
import { translationSummaryLines } from './translation-summary';

/** A path relative to where the person is, unless it lies outside (then in full). */
export function shownPath(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere === '' ? '.' : fromHere.startsWith('..') || isAbsolute(fromHere) ? path : fromHere;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function imagesLine(images: BuildSummary['images']): string {
  return `  사진 ${images.images}장 → AVIF·WebP 등 ${images.files}개 ${kilobytes(images.bytes)} (새로 인코딩 ${images.encoded}, 캐시에서 ${images.reused})`;
}

function cleanedSvgLines(cleaned: BuildSummary['cleanedSvgs']): string[] {
  return cleaned.map(
    ({ file, removed }) =>
      `경고: ${file}에서 ${removed.join(', ')}을(를) 지우고 실었습니다. 스크립트나 바깥 주소는 사이트의 그림에 둘 수 없습니다. 원본 파일은 그대로입니다.`,
  );
}

/** The few lines build.mjs and npm run dev print after a successful build. */
export function formatSummary(summary: BuildSummary): string {
  return [
    `빌드 완료: ${shownPath(summary.out)}/ (${(summary.milliseconds / 1000).toFixed(1)}초)`,
    `  페이지 ${summary.pages}개 + 404.html, sitemap.xml, robots.txt`,
    `  스크립트 ${summary.script} ${kilobytes(summary.scriptBytes)} (gzip ${kilobytes(summary.scriptGzipBytes)})`,
    summary.fontFamily
      ? `  글꼴 ${summary.fontFamily} ${kilobytes(summary.fontBytes)} (${summary.fontCharacters}자)`
      : '  글꼴 기기의 기본 글꼴 (내려받지 않음)',
    imagesLine(summary.images),
    ...translationSummaryLines(summary.translations),
    ...summary.warnings,
    ...cleanedSvgLines(summary.cleanedSvgs),
  ].join('\n');
}
