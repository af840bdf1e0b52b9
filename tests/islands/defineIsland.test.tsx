// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defineIsland, IslandsOnPage, type Slots } from '../../src/islands/defineIsland';
import { islandAttribute, readScriptJson } from '../../src/islands/islandMarkup';
import type { IslandName } from '../../src/islands/islandNames';

interface NoticeProps extends Slots {
  title: string;
  items: readonly string[];
}

function Notice({ title, items, slots }: NoticeProps) {
  return (
    <section>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {slots}
    </section>
  );
}

const NoticeIsland = defineIsland('categoryTabs', Notice);

function prerender(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('defineIsland', () => {
  it('wraps the component in an element naming the island, its props serialised beside it', () => {
    const page = prerender(renderToString(<NoticeIsland title="공지" items={['시료 접수', '결과 안내']} />));
    const [island, script, ...rest] = [...page.children];
    expect(rest).toEqual([]);
    expect(island!.getAttribute(islandAttribute)).toBe('categoryTabs');
    expect(island!.innerHTML).toBe(renderToString(<Notice title="공지" items={['시료 접수', '결과 안내']} />));
    expect(script!.tagName).toBe('SCRIPT');
    expect(script!.getAttribute('type')).toBe('application/json');
    expect(readScriptJson(script!)).toEqual({ title: '공지', items: ['시료 접수', '결과 안내'] });
  });

  it('renders the slots inside the island but leaves them out of its props', () => {
    const page = prerender(
      renderToString(<NoticeIsland title="공지" items={[]} slots={[<p key="a">서버에서만 그립니다</p>]} />),
    );
    expect(page.querySelector(`[${islandAttribute}] p`)?.textContent).toBe('서버에서만 그립니다');
    expect(readScriptJson(page.querySelector('script'))).toEqual({ title: '공지', items: [] });
  });

  it('escapes < so no value can end the script element', () => {
    const title = '</script><script>alert(1)</script><!--';
    const html = renderToString(<NoticeIsland title={title} items={['a<b']} />);
    const json = html.slice(html.indexOf('<script'));
    expect(json.match(/<\/script/g)).toHaveLength(1);
    expect(json).not.toContain('<!--');
    const page = prerender(html);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(readScriptJson(page.querySelector('script'))).toEqual({ title, items: ['a<b'] });
  });

  it('registers its name for the page, once however often it appears', () => {
    const HeaderIsland = defineIsland('header', () => <header />);
    const islands = new Set<IslandName>();
    renderToString(
      <IslandsOnPage.Provider value={islands}>
        <HeaderIsland />
        <NoticeIsland title="하나" items={[]} />
        <NoticeIsland title="둘" items={[]} />
      </IslandsOnPage.Provider>,
    );
    expect([...islands].sort()).toEqual(['categoryTabs', 'header']);
  });

  it('is named after the island in React’s tools', () => {
    expect(NoticeIsland.displayName).toBe('Island(categoryTabs)');
  });
});
