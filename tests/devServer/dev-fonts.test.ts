import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { pageFont, pretendardVariableDir } from '../../src/siteBuild/fonts';
import { projectRoot } from '../../src/siteBuild/paths';
import { overlayFontFiles, pageFontFiles, wholeFonts } from '../../src/devServer/dev-fonts';
import { overlayHtml } from '../../src/dev/overlay';

it('serves the pages the very face the build subsets, whole, under the URL of its @font-face', async () => {
  const fonts = await wholeFonts(projectRoot);
  const [[url, data]] = pageFontFiles(fonts) as [[string, Buffer]];
  expect(fonts.assets.css).toContain(`font-weight:${pageFont.weight.join(' ')}`);
  expect(fonts.assets.css).toContain(`src:url(${url})`);
  expect(fonts.assets.css.match(/src:url\(/g)).toHaveLength(1);
  expect(data.equals(await readFile(join(pretendardVariableDir(projectRoot), pageFont.file)))).toBe(true);
});

it("serves the overlay's font where its styles look for it", async () => {
  const fonts = await wholeFonts(projectRoot);
  const [[path, data]] = overlayFontFiles(fonts) as [[string, Buffer]];
  const overlayUrl = /@font-face\{[^}]*src:url\(([^)]+)\)/.exec(
    overlayHtml({ title: 'site.json에 고칠 곳이 있습니다', problems: [] }, false),
  )?.[1];
  expect(overlayUrl).toBe(path);
  expect(data.equals(fonts.face.data)).toBe(true);
});
