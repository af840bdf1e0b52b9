import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { valueAt } from '../../src/manifest/json/pointer';
import { editorApi } from '../../src/editor/app/editorApi';
import { formSchemaAt } from '../../src/editor/forms/editorSchema';
import { ItemForm } from '../../src/editor/forms/ItemForm';

/** The editor's form of the item at `pointer`, drawn from the schema as the editor draws it; returns what its changes are given to. */
export function renderItemForm(manifest: unknown, pointer: string) {
  const onChange = vi.fn();
  render(
    <ItemForm
      schema={formSchemaAt(pointer, manifest)!}
      value={valueAt(manifest, pointer)}
      context={{ manifest, itemPointer: pointer, api: editorApi }}
      errors={{}}
      onChange={onChange}
    />,
  );
  return onChange;
}
