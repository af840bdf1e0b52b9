import { useEffect, useState, type RefObject } from 'react';

/** The widths the preview draws the page at, in CSS pixels: a common phone's and a desktop window's. */
export const previewWidths = { phone: 390, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof previewWidths;

/**
 * How the frame fits its box at `width` CSS pixels: scaled down (never up) to
 * the box's width, and as tall as the box once scaled.
 */
export function useFrameScale(box: RefObject<HTMLElement | null>, width: number) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    // Every browser the editor runs in observes sizes; a test's DOM (jsdom) measures once.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  const scale = size.width > 0 ? Math.min(1, size.width / width) : 1;
  return { scale, width, height: size.height / scale };
}
