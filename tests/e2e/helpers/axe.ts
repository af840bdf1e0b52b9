import axe, {
  type AxeResults,
  type ContextObject,
  type ElementContext,
  type FrameContext,
  type PartialResults,
} from 'axe-core';
import type { Frame, Page } from 'playwright-core';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** The part of the page axe checks: all of it, or only `include`, without `exclude` (CSS selectors). */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/**
 * axe's report on the page and every frame in it, as @axe-core/playwright's AxeBuilder makes it (axe.runPartial in
 * each frame, axe.finishRun on the parts), except that the parts are put together in the page's own frame: AxeBuilder
 * opens a new tab for that, a new Chromium renderer for each check (about 0.6 core-seconds, for some 80 checks a run).
 */
export async function axeResults(page: Page, { include, exclude }: AxeScope = {}): Promise<AxeResults> {
  const context: ContextObject = { include: include ? [include] : [], exclude: exclude ? [exclude] : [] };
  const top = page.mainFrame();
  await inject(top);
  const partials = await partialsOf(top, context);
  if (partials[0] === null) throw new Error(`axe could not check ${page.url()}.`);
  // As one string: Playwright would walk the parts (megabytes for the editor) value by value on both sides.
  return top.evaluate((json) => window.axe.finishRun(JSON.parse(json), {}), JSON.stringify(partials));
}

async function inject(frame: Frame): Promise<void> {
  await frame.evaluate(axe.source);
  await frame.evaluate(() => window.axe.configure({ branding: { application: 'playwright' } }));
}

/** Whether axe could be put into the frame (one that is navigating away, or never loaded, refuses it). */
const injected = (frame: Frame): Promise<boolean> =>
  inject(frame).then(
    () => true,
    () => false,
  );

/**
 * The frame's part and its frames' parts, in the order axe.finishRun reads them; a frame that cannot be checked (gone,
 * or never loaded) is a null part, which finishRun reports as a frame it could not test.
 */
async function partialsOf(frame: Frame, context: ElementContext): Promise<PartialResults> {
  // As JSON: the selector types are recursive, too deep for Playwright's types of what evaluate passes.
  const scope = JSON.stringify(context);
  const frames: FrameContext[] = await frame.evaluate(
    (json) => window.axe.utils.getFrameContexts(JSON.parse(json)),
    scope,
  );
  const own = await frame.evaluate((json) => window.axe.runPartial(JSON.parse(json), {}), scope).catch(() => null);
  const parts: PartialResults = [own];
  for (const { frameSelector, frameContext } of frames) {
    const child = await frame
      .evaluateHandle((selector) => window.axe.utils.shadowSelect(selector), frameSelector)
      .then((handle) => handle.asElement()?.contentFrame())
      .catch(() => null);
    if (child && (await injected(child))) parts.push(...(await partialsOf(child, frameContext)));
    else parts.push(null);
  }
  return own === null ? [null] : parts;
}

/** axe's violations on the page (see axeResults), each as its rule, impact and elements: an empty list when it finds none. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  const { violations } = await axeResults(page, scope);
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );
}
