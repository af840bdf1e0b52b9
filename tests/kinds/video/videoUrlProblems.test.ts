import { describe, expect, it } from 'vitest';
import { validateManifestText } from '../../../src/manifest';
import type { Video } from '../../../src/manifest/site.gen';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

/** The rich fixture as site.json text, its video at `url`. */
function withVideoUrl(url: string): string {
  const manifest = richManifest();
  const video = manifest.routes
    .flatMap(({ page }): readonly { type: string }[] => page.sections)
    .find((section): section is Video => section.type === 'video')!;
  video.url = url;
  return JSON.stringify(manifest, null, 2);
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('a video address the site cannot play', () => {
  it.each([
    'https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs',
    'https://www.youtube.com/shorts/M7lc1UVf-VE',
    'https://www.example.com/lab-tour.mp4',
    'youtube.com/watch?v=M7lc1UVf-VE',
  ])('%s is one problem at its line and column, saying which addresses are taken', async (url) => {
    const text = withVideoUrl(url);
    const { problems } = await validateManifestText(text, 'site.json', { publicDir: 'tests/fixtures/public' });
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    expect(problem).toMatchObject({ code: 'pattern', line: lineOf(text, `"url": ${JSON.stringify(url)}`) });
    expect(problem!.pointer).toMatch(/^\/routes\/\d+\/page\/sections\/\d+\/url$/);
    expect(problem!.column).toBeGreaterThan(1);
    expect(`${problem!.message} ${problem!.hint}`).toContain('유튜브 동영상 하나의 주소');
  });

  it('says so in English too', async () => {
    const text = withVideoUrl('https://vimeo.com/channels/staffpicks');
    const { problems } = await validateManifestText(text, 'site.json', {
      publicDir: 'tests/fixtures/public',
      lang: 'en',
    });
    expect(problems.map((problem) => problem.code)).toEqual(['pattern']);
    expect(`${problems[0]!.message} ${problems[0]!.hint}`).toContain('the address of one YouTube video');
  });

  it('takes every form of a YouTube or Vimeo video’s address', async () => {
    for (const url of [
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      'https://youtu.be/M7lc1UVf-VE',
      'https://www.youtube.com/embed/M7lc1UVf-VE',
      'https://vimeo.com/76979871',
    ]) {
      const result = await validateManifestText(withVideoUrl(url), 'site.json', { publicDir: 'tests/fixtures/public' });
      expect(result.problems, url).toEqual([]);
    }
  });
});
