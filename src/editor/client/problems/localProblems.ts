import { breadcrumb } from '../../../manifest/location/breadcrumb';
import { stringsWhere } from '../../../manifest/references/manifestShape';
import type { PanelProblem } from './PanelProblem';

/**
 * What the editor asks for beyond `npm run validate`: the schema lets an image's
 * alt text be empty, but an image without one says nothing to a screen reader.
 */
export function localProblems(manifest: unknown): PanelProblem[] {
  return stringsWhere(manifest, (key, text) => key === 'alt' && text.trim() === '').map(({ pointer }) => ({
    pointer,
    path: breadcrumb(pointer, manifest, 'ko'),
    message: '이미지의 대체 글이 비어 있습니다.',
    hint: '이미지를 설명하는 글을 적어 주세요. 화면 낭독기가 이 글로 이미지를 알려 줍니다.',
  }));
}
