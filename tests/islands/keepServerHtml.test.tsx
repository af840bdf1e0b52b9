// @vitest-environment jsdom
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { slotContent } from '../../src/islands/keepServerHtml';

/** An island's element with a slot, and a prop of its own that changes. */
function Panel({ slot, selected }: { slot?: ReactNode; selected: boolean }) {
  return <section data-selected={selected} {...slotContent(slot)} />;
}

const serverContent = (
  <>
    <h2>분석 장비</h2>
    <p>주사전자현미경으로 표면을 관찰합니다.</p>
  </>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function hydrateWithoutSlot(selected: boolean) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Panel slot={serverContent} selected={selected} />);
  const prerendered = container.querySelector('section')!.innerHTML;
  const recoverable = vi.fn();
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, <Panel selected={selected} />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  return { section: container.querySelector('section')!, prerendered };
}

it('renders the slot on the server', () => {
  expect(renderToString(<Panel slot={serverContent} selected />)).toBe(
    '<section data-selected="true"><h2>분석 장비</h2><p>주사전자현미경으로 표면을 관찰합니다.</p></section>',
  );
});

it('keeps the server’s HTML when hydrating without the slot', async () => {
  const { section, prerendered } = await hydrateWithoutSlot(true);
  expect(prerendered).toContain('분석 장비');
  expect(section.innerHTML).toBe(prerendered);
});

it('keeps it through re-renders, with whatever else has changed inside it since', async () => {
  const { section, prerendered } = await hydrateWithoutSlot(true);
  // As a nested island hydrating inside the slot would.
  const nested = section.appendChild(document.createElement('div'));
  act(() => root!.render(<Panel selected={false} />));
  expect(section.dataset.selected).toBe('false');
  act(() => root!.render(<Panel selected />));
  expect(section.dataset.selected).toBe('true');
  expect(section.innerHTML).toBe(prerendered + '<div></div>');
  expect(section.lastChild).toBe(nested);
});
