// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnNavigate } from '../../src/hooks/useScrollToTopOnNavigate';

function Page() {
  useScrollToTopOnNavigate();
  return null;
}

function setup() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/introduce'] });
  render(<RouterProvider router={router} />);
  scrollTo.mockClear();
  return { router, scrollTo };
}

afterEach(() => vi.restoreAllMocks());

describe('useScrollToTopOnNavigate', () => {
  it('scrolls to the top when a link opens another page', async () => {
    const { router, scrollTo } = setup();
    await act(() => router.navigate('/help'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves hash links and in-page hash changes to the page', async () => {
    const { router, scrollTo } = setup();
    await act(() => router.navigate('/introduce#contact'));
    await act(() => router.navigate('/analysis-tech#thermal'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves Back and Forward to the browser', async () => {
    const { router, scrollTo } = setup();
    await act(() => router.navigate('/help'));
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
