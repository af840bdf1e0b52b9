import { expect, it } from 'vitest';
import { overlayHtml, overlayId } from '../../src/dev/overlay';
import type { BuildFailure } from '../../src/dev/protocol';

const failure: BuildFailure = {
  title: 'site.json에 고칠 곳이 있습니다',
  problems: [
    {
      code: 'required',
      location: 'site.json:3:11',
      field: '사이트 정보',
      message: "필수 항목 '대표 문구'(headline)가 없습니다.",
      hint: "사이트 정보에 'headline'을(를) 넣으세요.",
    },
    {
      code: 'required',
      location: 'site.json:352:15',
      field: '회사소개 › 페이지 주소',
      message: '"/a b"은(는) 형식에 맞지 않습니다.',
      hint: '예: "/introduce".',
    },
  ],
};

it('lists every problem with its place, field, message and hint under the title', () => {
  const html = overlayHtml(failure, true);
  expect(html).toMatch(new RegExp(`^<div id="${overlayId}" role="alertdialog"`));
  expect(html).toContain('<h2 id="__dev-overlay-title">site.json에 고칠 곳이 있습니다</h2>');
  expect(html).toContain('고칠 곳 2군데.');
  expect(html).toContain('<p class="where"><code>site.json:3:11</code> · <span class="field">사이트 정보</span></p>');
  expect(html).toContain('<p class="message">필수 항목 &#39;대표 문구&#39;(headline)가 없습니다.</p>');
  expect(html).toContain('<p class="hint">→ 예: &quot;/introduce&quot;.</p>');
  expect(html.indexOf('site.json:3:11')).toBeLessThan(html.indexOf('site.json:352:15'));
});

it('escapes every text it shows, so a value from site.json or a stack trace is never markup', () => {
  const html = overlayHtml(
    {
      title: '<img src=x onerror=alert(1)>',
      problems: [
        {
          code: 'required',
          location: 'a<b>.json:1:1',
          field: '"메뉴" & <b>',
          message: '<script>alert(1)</script>',
          hint: "'<i>'",
          source: '</pre><b>x</b>',
        },
      ],
    },
    true,
  );
  expect(html).not.toMatch(/<(img|script|b|i)[ >]/);
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(html).toContain('a&lt;b&gt;.json:1:1');
  expect(html).toContain('&quot;메뉴&quot; &amp; &lt;b&gt;');
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('&#39;&lt;i&gt;&#39;');
  expect(html).toContain('<pre>&lt;/pre&gt;&lt;b&gt;x&lt;/b&gt;</pre>');
});

it('leaves out the parts a problem does not have', () => {
  const html = overlayHtml(
    {
      title: '빌드하지 못했습니다',
      problems: [{ code: 'required', location: '', field: '', message: 'boom', hint: '' }],
    },
    true,
  );
  expect(html).toContain('<li><p class="message">boom</p></li>');
  expect(html).not.toContain('고칠 곳 1군데');
});

it('mentions the last good build only when it is underneath', () => {
  expect(overlayHtml(failure, true)).toContain('마지막으로 성공한 빌드');
  expect(overlayHtml(failure, false)).not.toContain('마지막으로 성공한 빌드');
});
