import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { pageWeights, pretendardVariableDir } from '../../src/siteBuild/font-sources';
import { projectRoot } from '../../src/siteBuild/paths';
import { overlayFontFiles, pageFontFiles, wholeFonts } from '../../src/devServer/dev-fonts';
import { overlayHtml } from '../../src/dev/overlay';

it('serves the pages the very faces the build subsets, whole, under the URLs of their @font-face rules', async () => {
  const fonts = await wholeFonts(projectRoot);
  const files = pageFontFiles(fonts);
  const [url, data] = files.find(([path]) => path.includes('PretendardVariable'))!;
  expect(fonts.assets.css).toContain(`font-weight:${pageWeights.join(' ')}`);
  for (const [path] of files) expect(fonts.assets.css).toContain(`src:url(${path})`);
  expect(fonts.assets.css.match(/src:url\(/g)).toHaveLength(files.length);
  expect(data.equals(await readFile(join(pretendardVariableDir(projectRoot), 'PretendardVariable.woff2')))).toBe(true);
  expect(url).toMatch(/^\/assets\//);
});

it('serves every font a site may choose, so changing theme.font needs no restart', async () => {
  const { assets } = await wholeFonts(projectRoot);
  expect(assets.css).toContain(`font-family:'Pretendard'`);
  expect(assets.css).toContain(`font-family:'Noto Serif KR';`);
  expect(assets.css).toContain(`font-family:'Noto Serif KR Fallback'`);
});

it("serves the overlay's font where its styles look for it", async () => {
  const fonts = await wholeFonts(projectRoot);
  const [[path, data]] = overlayFontFiles(fonts) as [[string, Buffer]];
  const overlayUrl = /@font-face\{[^}]*src:url\(([^)]+)\)/.exec(
    overlayHtml({ title: 'site.json에 고칠 곳이 있습니다', problems: [] }, false),
  )?.[1];
  expect(overlayUrl).toBe(path);
  expect(data.equals(fonts.overlayFace.data)).toBe(true);
});
