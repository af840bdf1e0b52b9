import { devFontPath, type BuildFailure, type DevProblem } from './protocol';

// The panel `npm run dev` lays over the page while the last build failed. One
// function for both sides: the server puts it into pages it serves while broken,
// the live-reload script draws it when a build fails under an open page.

export const overlayId = '__dev-overlay';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

// Scoped by id so the site's global styles lose to it, and its own never leak out.
const fontFace = `@font-face{font-family:'Pretendard (dev)';font-weight:400 700;font-display:swap;src:url(${devFontPath}) format('woff2')}`;

const styles = `${fontFace}
#${overlayId}{position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(17,20,28,.78);
font:16px/1.6 'Pretendard (dev)',system-ui,-apple-system,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1d2330;text-align:left;word-break:keep-all;overflow-wrap:anywhere}
#${overlayId} .panel{box-sizing:border-box;max-width:880px;margin:6vh auto;padding:28px 32px;background:#fff;border-top:6px solid #c62828;border-radius:8px;box-shadow:0 12px 40px rgba(0,0,0,.4)}
#${overlayId} .head{display:flex;gap:16px;align-items:flex-start;justify-content:space-between}
#${overlayId} h2{margin:0;font-size:22px;line-height:1.4;color:#b71c1c}
#${overlayId} button{flex:none;font:inherit;font-size:14px;padding:4px 12px;border:1px solid #9aa3b2;border-radius:4px;background:#fff;color:#1d2330;cursor:pointer}
#${overlayId} .note{margin:8px 0 20px;color:#4a5263}
#${overlayId} ol{margin:0;padding:0;list-style:none}
#${overlayId} li{margin:0 0 16px;padding:14px 16px;background:#fdf3f3;border-left:4px solid #c62828;border-radius:4px}
#${overlayId} .where{margin:0 0 4px;font-size:14px;color:#4a5263}
#${overlayId} .where code{font:600 14px ui-monospace,Menlo,Consolas,monospace,'Pretendard (dev)';color:#1d2330}
#${overlayId} .message{margin:0;font-weight:600;white-space:pre-wrap}
#${overlayId} .hint{margin:4px 0 0;white-space:pre-wrap}
#${overlayId} pre{margin:8px 0 0;padding:8px 10px;overflow:auto;background:#fff;border:1px solid #e3c4c4;font:13px/1.5 ui-monospace,Menlo,Consolas,monospace,'Pretendard (dev)';white-space:pre}`;

function problemItem(problem: DevProblem): string {
  const where = [
    problem.location && `<code>${escapeHtml(problem.location)}</code>`,
    problem.field && `<span class="field">${escapeHtml(problem.field)}</span>`,
  ]
    .filter(Boolean)
    .join(' · ');
  return [
    '<li>',
    where && `<p class="where">${where}</p>`,
    `<p class="message">${escapeHtml(problem.message)}</p>`,
    problem.hint && `<p class="hint">→ ${escapeHtml(problem.hint)}</p>`,
    problem.source && `<pre>${escapeHtml(problem.source)}</pre>`,
    '</li>',
  ]
    .filter(Boolean)
    .join('');
}

/**
 * The overlay's markup, every text escaped. `pageBehind` says whether the last
 * good build is under it (otherwise the dev server never built the site yet).
 */
export function overlayHtml(failure: BuildFailure, pageBehind: boolean): string {
  const count = failure.problems.length > 1 ? `고칠 곳 ${failure.problems.length}군데. ` : '';
  const behind = pageBehind ? ' 그동안 뒤에는 마지막으로 성공한 빌드가 보입니다.' : '';
  return (
    `<div id="${overlayId}" role="alertdialog" aria-modal="true" aria-labelledby="${overlayId}-title" lang="ko">` +
    `<style>${styles}</style><div class="panel"><div class="head">` +
    `<h2 id="${overlayId}-title">${escapeHtml(failure.title)}</h2><button type="button" data-dev-overlay-close>닫기</button></div>` +
    `<p class="note">${count}고쳐서 저장하면 다시 빌드하고 이 페이지를 저절로 새로 고칩니다.${behind}</p>` +
    `<ol>${failure.problems.map(problemItem).join('')}</ol></div></div>`
  );
}
