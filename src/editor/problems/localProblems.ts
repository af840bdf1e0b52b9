import { parsePointer, toPointer, valueAt } from '../../manifest/json/pointer';
import { breadcrumb } from '../../manifest/location/breadcrumb';
import { stringsWhere } from '../../manifest/references/manifestShape';
import type { PanelProblem } from './PanelProblem';

/**
 * What the editor asks for beyond `npm run validate`: an image put in with the
 * editor needs its alt text. Images already in the file keep an empty one, which
 * marks a decorative image (a tile's icon) that screen readers skip.
 */
export function localProblems(draft: unknown, disk: unknown): PanelProblem[] {
  return stringsWhere(draft, (key, text) => key === 'alt' && text.trim() === '')
    .filter(({ pointer }) => {
      const src = toPointer([...parsePointer(pointer).slice(0, -1), 'src']);
      return valueAt(draft, src) !== valueAt(disk, src);
    })
    .map(({ pointer }) => ({
      pointer,
      path: breadcrumb(pointer, draft, 'ko'),
      message: '새 이미지의 그림 설명이 비어 있습니다.',
      hint: '이미지를 설명하는 글을 적어 주세요. 화면 낭독기가 이 글로 이미지를 알려 줍니다.',
    }));
}
