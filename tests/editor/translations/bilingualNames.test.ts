import { describe, expect, it } from 'vitest';
import { navTree } from '../../../src/editor/navigation/navTree';
import { referenceOptions } from '../../../src/editor/references/referenceOptions';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { ko } from '../../helpers/manifestText';
import { bilingualManifest } from './bilingualManifest';

describe('names in a site written in two languages', () => {
  it('name instruments in the navigation and in reference choices by their default-language texts', () => {
    const korean = richManifest().instruments[0]!;
    const manifest = bilingualManifest();
    const instruments = navTree(manifest).find((group) => group.key === 'instruments')!.items;
    expect(instruments[0]).toMatchObject({
      label: ko(korean.label),
      detail: expect.stringContaining(ko(korean.korName!)),
    });
    expect(referenceOptions(manifest, 'instruments', 'id')[0]).toMatchObject({
      value: korean.id,
      label: ko(korean.label),
    });
  });
});
