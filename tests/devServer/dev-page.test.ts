import { expect, it } from 'vitest';
import type { BuildFailure } from '../../src/dev/protocol';
import { devClientTag, failurePage, withDevClient } from '../../src/devServer/dev-page';

const page =
  '<!doctype html>\n<html lang="ko">\n  <head>\n    <title>홈</title>\n  </head>\n  <body>\n    <div id="root"><main>내용</main></div>\n  </body>\n</html>\n';
const failure: BuildFailure = {
  title: 'site.json에 고칠 곳이 있습니다',
  problems: [
    {
      code: 'required',
      location: 'site.json:3:11',
      field: '사이트 정보',
      message: '<b>필수</b> 항목이 없습니다.',
      hint: '넣으세요.',
    },
  ],
};

it('adds the live-reload script with the page’s build to the head, and nothing else while the build is good', () => {
  const html = withDevClient(page, { build: 'run-1', failure: null });
  expect(html.replace(`  ${devClientTag('run-1')}\n  `, '')).toBe(page);
  expect(html.indexOf('/__dev/client.js')).toBeLessThan(html.indexOf('</head>'));
  expect(devClientTag('run-1')).toBe('<script src="/__dev/client.js" data-build="run-1" defer></script>');
});

it('lays the overlay after the page while the latest build failed, leaving the page itself as it was', () => {
  const html = withDevClient(page, { build: 'run-1', failure });
  expect(html).toContain('<div id="root"><main>내용</main></div>');
  const overlayAt = html.indexOf('<div id="__dev-overlay"');
  expect(overlayAt).toBeGreaterThan(html.indexOf('</main>'));
  expect(overlayAt).toBeLessThan(html.indexOf('</body>'));
  expect(html).toContain('&lt;b&gt;필수&lt;/b&gt;');
});

it('escapes the build id it writes into the attribute', () => {
  expect(devClientTag('"><script>')).toContain('data-build="&quot;>&lt;script>"');
});

it('serves the overlay alone, with a script that reloads on the first good build, when there never was one', () => {
  const html = failurePage(failure);
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain('data-build=""');
  expect(html).toContain('site.json:3:11');
  expect(html).not.toContain('마지막으로 성공한 빌드');
});
