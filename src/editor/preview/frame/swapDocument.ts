import { frameConfigId } from '../../shared/frameConfig';
import { frameMarks } from './frameStyles';

/**
 * Puts a newly drawn page into the frame's document in place, instead of
 * reloading it: no stylesheet, font or image is fetched again and the scroll
 * stays, so a change shows in a few milliseconds. The page's style elements
 * (styled-components writes its CSS there), its settings and its body change;
 * styled-components' own element in the browser and the frame's stay.
 * Scripts of the new body are left out: the frame's script is running already.
 */
export function swapDocument(target: Document, next: Document): void {
  target.title = next.title;
  target.documentElement.lang = next.documentElement.lang;
  for (const style of target.head.querySelectorAll(`style:not([data-styled]):not([${frameMarks.style}])`))
    style.remove();
  for (const style of next.head.querySelectorAll('style')) target.head.append(target.importNode(style, true));
  const config = next.getElementById(frameConfigId);
  if (config) target.getElementById(frameConfigId)?.replaceWith(target.importNode(config, true));
  for (const script of next.body.querySelectorAll('script:not([type="application/json"])')) script.remove();
  target.body.replaceWith(target.importNode(next.body, true));
}
