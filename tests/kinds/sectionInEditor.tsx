import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { toPointer, valueAt } from '../../src/manifest/json/pointer';
import { translationCompleteness } from '../../src/manifest';
import type { SectionNode, SiteManifest } from '../../src/manifest/site.gen';
import { editorApi } from '../../src/editor/app/editorApi';
import { formSchemaAt } from '../../src/editor/forms/editorSchema';
import { ItemForm } from '../../src/editor/forms/ItemForm';

// What the tests that show a section kind in the editor share (tests/kinds/*/…InEditor.test.tsx):
// the editor knows no kind by name, so each finds its section and asks the editor's general parts.

/** The manifest's first section of `type`, its place in site.json and its page's path. */
export function sectionOfType<T extends SectionNode['type']>(
  manifest: SiteManifest,
  type: T,
): { section: Extract<SectionNode, { type: T }>; pointer: string; path: string } {
  for (const [route, { path, page }] of manifest.routes.entries())
    for (const [index, section] of page.sections.entries())
      if (section.type === type)
        return {
          section: section as Extract<SectionNode, { type: T }>,
          path,
          pointer: toPointer(['routes', route, 'page', 'sections', index]),
        };
  throw new Error(`The manifest is expected to hold a ${type} section.`);
}

/** The editor's form for the item at `pointer`, drawn from the schema. */
export function renderItemForm(manifest: SiteManifest, pointer: string): RenderResult {
  return render(
    <ItemForm
      schema={formSchemaAt(pointer, manifest)!}
      value={valueAt(manifest, pointer)}
      context={{ manifest, itemPointer: pointer, api: editorApi }}
      errors={{}}
      onChange={vi.fn()}
    />,
  );
}

/** The translation figures of the page at `path` for English, as the editor and `npm run validate` count them. */
export const englishFigures = (manifest: SiteManifest, path: string) =>
  translationCompleteness(manifest, 'ko')
    .pages.find((page) => page.path === path)!
    .languages.find((count) => count.code === 'en')!;
