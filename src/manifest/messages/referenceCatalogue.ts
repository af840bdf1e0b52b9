import { didYouMean, list, quoted, withParticle } from '../korean';
import { placeOf } from '../location/placeOf';
import { IMAGE_PATH_PATTERN } from '../schema/imagePath';
import * as english from './english';
import type { ProblemCatalogue } from './reader';

// What AJV cannot check: ids that repeat, and references, images and links that lead nowhere.
export type ListKind = 'instrument' | 'case';

export interface ReferenceParams {
  /** `suggestion.label` is the nearest entry's own name (an instrument's label, a case's title). */
  'unknown-reference': {
    kind: ListKind;
    id: string;
    suggestion?: { id: string; label?: string };
    listIsEmpty: boolean;
  };
  /** `unmatched`: ids referenced but no longer defined, the likely old id of the repeat. */
  'duplicate-id': { kind: ListKind; id: string; firstLine: number; unmatched: string[] };
  'duplicate-path': { path: string; firstLine: number; unmatched: string[] };
  'duplicate-hash': { hash: string; path: string; firstLine: number };
  /** A route at the address of a category section's own page (`route/hash`). */
  'section-page-path': { path: string; route: string; hash: string; sectionLine: number };
  'missing-image': { path: string; folder: string; suggestion?: string; folderExists: boolean };
  /** `inText`: the link is written inside a paragraph ("[words](/path)"), not chosen in a link field. */
  'unknown-page': { path: string; suggestion?: string; inText?: boolean };
  'unknown-section': { hash: string; path: string; suggestion?: string; sectionIds: string[]; inText?: boolean };
  'unreachable-route': { path: string };
}

// A file in public/ named like "IMG_1234.JPG" cannot be written as a path; renaming the file is the fix.
const IMAGE_PATH = new RegExp(IMAGE_PATH_PATTERN, 'u');
const fileName = (sitePath: string) => sitePath.slice(sitePath.lastIndexOf('/') + 1);

const LISTS = {
  instrument: { ko: '장비', en: 'instrument', key: 'instruments' },
  case: { ko: '분석 사례', en: 'analysis case', key: 'cases' },
} as const;

/** The entry as staff know it: by its name, else by what they typed. */
const staffName = (suggestion: { id: string; label?: string }) => `'${suggestion.label ?? suggestion.id}'`;
const unmatchedForStaff = (unmatched: readonly string[]) =>
  withParticle(unmatched.map((old) => `'${old}'`).join(', '), '을/를');

const nearestKo = (suggestion: { id: string; label?: string } | undefined) =>
  suggestion && `'${suggestion.id}'${suggestion.label ? `(${suggestion.label})` : ''}`;
const nearestEn = (suggestion: { id: string; label?: string } | undefined) =>
  suggestion && `'${suggestion.id}'${suggestion.label ? ` (${suggestion.label})` : ''}`;

export const REFERENCE_TEMPLATES: ProblemCatalogue<ReferenceParams> = {
  'unknown-reference': {
    ko: ({ kind, id, suggestion, listIsEmpty }) => {
      const { ko: noun, key } = LISTS[kind];
      return {
        message: `${quoted(id, '이라는/라는')} ${withParticle(noun, '이/가')} 없습니다.${didYouMean(nearestKo(suggestion))}`,
        hint: suggestion
          ? `고유 이름은 ${noun} 목록(${key})에 쓴 것과 대문자·소문자, 하이픈까지 똑같아야 합니다.`
          : listIsEmpty
            ? `${noun} 목록(${key})이 비어 있습니다. ${key}에 id가 '${id}'인 ${withParticle(noun, '을/를')} 추가하세요.`
            : `${key}에 id가 '${id}'인 ${withParticle(noun, '을/를')} 추가하거나, 있는 고유 이름 중 하나를 쓰세요.`,
      };
    },
    editor: ({ kind, id, suggestion, listIsEmpty }) => {
      const { ko: noun, key } = LISTS[kind];
      return {
        message: `${quoted(id, '이라는/라는')} ${withParticle(noun, '이/가')} 없습니다.${didYouMean(suggestion && staffName(suggestion))}`,
        hint: listIsEmpty
          ? `${placeOf(`/${key}`)}에 ${withParticle(noun, '을/를')} 먼저 추가하세요.`
          : `이 칸의 목록에서 있는 ${withParticle(noun, '을/를')} 고르거나, ${placeOf(`/${key}`)}에 추가하세요.`,
      };
    },
    en: ({ kind, id, suggestion, listIsEmpty }) => {
      const { en: noun, key } = LISTS[kind];
      return {
        message: `There is no ${noun} '${id}'.${english.didYouMean(nearestEn(suggestion))}`,
        hint: suggestion
          ? `Ids must be written exactly as in ${key}, including letter case and hyphens.`
          : listIsEmpty
            ? `${key} is empty. Add an ${noun} with the id '${id}' to it.`
            : `Add an ${noun} with the id '${id}' to ${key}, or use one of its ids.`,
      };
    },
  },
  'duplicate-id': {
    ko: ({ kind, id, firstLine, unmatched }) => ({
      message: `${LISTS[kind].ko} 고유 이름 ${quoted(id, '이/가')} 두 번 쓰였습니다. 처음 쓴 곳은 ${firstLine}행입니다.`,
      hint:
        unmatched.length > 0
          ? `페이지에서 부르는 ${withParticle(unmatched.map((old) => `'${old}'`).join(', '), '이/가')} ${LISTS[kind].key}에 없습니다. 이 ${LISTS[kind].ko}의 고유 이름이 원래 그것이었다면 되돌리세요.`
          : `${LISTS[kind].ko} 고유 이름은 서로 달라야 합니다. 이 id를 바꾸거나, 같은 것이라면 하나를 지우세요.`,
    }),
    editor: ({ kind, id, unmatched }) => ({
      message: `${placeOf(`/${LISTS[kind].key}`)}에 고유 이름이 '${id}'인 ${withParticle(LISTS[kind].ko, '이/가')} 둘 있습니다.`,
      hint:
        unmatched.length > 0
          ? `페이지들이 ${unmatchedForStaff(unmatched)} 찾는데 그런 ${withParticle(LISTS[kind].ko, '이/가')} 없어졌습니다. 이 ${LISTS[kind].ko}의 고유 이름이 원래 그것이었다면 되돌리세요.`
          : `고유 이름은 ${LISTS[kind].ko}마다 달라야 합니다. 이 칸을 바꾸거나, 같은 것이라면 하나를 삭제하세요.`,
    }),
    en: ({ kind, id, firstLine, unmatched }) => ({
      message: `The ${LISTS[kind].en} id '${id}' is used twice; it was first used on line ${firstLine}.`,
      hint:
        unmatched.length > 0
          ? `The site refers to ${english.orList(unmatched.map((old) => `'${old}'`))}, which ${LISTS[kind].key} no longer has. If that was this ${LISTS[kind].en}'s id, change it back.`
          : `Each ${LISTS[kind].en} needs its own id. Change this id, or delete one of the two if they are the same.`,
    }),
  },
  'duplicate-path': {
    ko: ({ path, firstLine, unmatched }) => ({
      message: `페이지 주소 ${quoted(path, '이/가')} 두 번 쓰였습니다. 처음 쓴 곳은 ${firstLine}행입니다.`,
      hint:
        unmatched.length > 0
          ? `메뉴나 링크가 부르는 ${withParticle(unmatched.map((old) => `'${old}'`).join(', '), '이/가')} routes에 없습니다. 이 페이지의 주소가 원래 그것이었다면 되돌리세요.`
          : '주소 하나에는 페이지 하나만 둘 수 있습니다. 주소를 바꾸거나 한 페이지를 지우세요.',
    }),
    editor: ({ path, unmatched }) => ({
      message: `주소가 '${path}'인 페이지가 둘 있습니다.`,
      hint:
        unmatched.length > 0
          ? `메뉴나 링크가 ${unmatchedForStaff(unmatched)} 찾는데 그 주소의 페이지가 없어졌습니다. 이 페이지의 주소가 원래 그것이었다면 되돌리세요.`
          : '주소 하나에는 페이지 하나만 둘 수 있습니다. 이 칸의 주소를 바꾸거나 한 페이지를 삭제하세요.',
    }),
    en: ({ path, firstLine, unmatched }) => ({
      message: `The page address '${path}' is used twice; it was first used on line ${firstLine}.`,
      hint:
        unmatched.length > 0
          ? `Menus or links lead to ${english.orList(unmatched.map((old) => `'${old}'`))}, which routes no longer has. If that was this page's address, change it back.`
          : 'An address can lead to one page only. Change the address or delete one of the pages.',
    }),
  },
  'duplicate-hash': {
    ko: ({ hash, path, firstLine }) => ({
      message: `섹션 주소 이름 ${quoted(hash, '이/가')} 이 페이지에 두 번 쓰였습니다. 처음 쓴 곳은 ${firstLine}행입니다.`,
      hint: `주소 ${path}#${hash}(으)로 어느 섹션에 갈지 정할 수 없습니다. 한쪽 id를 바꾸세요.`,
    }),
    editor: ({ hash }) => ({
      message: `이 페이지에 주소 이름이 '${hash}'인 섹션이 둘 있습니다.`,
      hint: '주소로 어느 섹션을 보일지 정할 수 없습니다. 한쪽 섹션의 주소 이름을 바꾸세요.',
    }),
    en: ({ hash, path, firstLine }) => ({
      message: `The section id '${hash}' is used twice on this page; it was first used on line ${firstLine}.`,
      hint: `The address ${path}#${hash} cannot tell which section to show. Change one of the ids.`,
    }),
  },
  'section-page-path': {
    ko: ({ path, route, hash, sectionLine }) => ({
      message: `페이지 주소 ${quoted(path, '은/는')} ${route} 페이지의 '${hash}' 탭(${sectionLine}행)이 따로 쓰는 주소입니다.`,
      hint: `분야 페이지의 첫 탭이 아닌 탭은 '페이지 주소/탭 주소 이름' 주소에 따로 만들어집니다. 이 페이지의 주소를 바꾸거나 그 탭의 id를 바꾸세요.`,
    }),
    editor: ({ path, route, hash }) => ({
      message: `주소 ${quoted(path, '은/는')} ${route} 페이지의 '${hash}' 탭이 따로 쓰는 주소입니다.`,
      hint: '분야 페이지의 첫 탭이 아닌 탭은 제 주소에 따로 만들어집니다. 이 페이지의 주소를 바꾸거나 그 탭의 주소 이름을 바꾸세요.',
    }),
    en: ({ path, route, hash, sectionLine }) => ({
      message: `The page address '${path}' belongs to the tab '${hash}' of the page ${route} (line ${sectionLine}).`,
      hint: `Each tab of a category page after the first gets a page of its own at 'page address/tab id'. Change this page's address or that tab's id.`,
    }),
  },
  'missing-image': {
    ko: ({ path, folder, suggestion, folderExists }) => ({
      message: `이미지 파일 ${quoted(path, '이/가')} ${folder} 폴더에 없습니다.${didYouMean(suggestion && `'${suggestion}'`)}`,
      hint:
        suggestion && !IMAGE_PATH.test(suggestion)
          ? `${folder} 폴더의 ${suggestion.slice(1)} 파일은 경로로 쓸 수 없는 이름입니다. 그 파일 이름을 ${withParticle(fileName(path), '으로/로')} 바꾸세요.`
          : suggestion
            ? `경로는 ${folder} 폴더 안의 파일 이름과 대문자·소문자까지 똑같아야 합니다.`
            : folderExists
              ? `${folder}${path} 파일을 넣거나, 경로를 고치세요.`
              : `${folder} 폴더가 없습니다. 이미지를 ${folder} 폴더에 넣으세요.`,
    }),
    editor: ({ path, suggestion }) => ({
      message: `그림 파일 ${quoted(fileName(path), '을/를')} 찾을 수 없습니다.${didYouMean(suggestion && `'${fileName(suggestion)}'`)}`,
      hint: '이미지 고르기에서 있는 그림을 고르거나 새 그림을 올리세요.',
    }),
    en: ({ path, folder, suggestion, folderExists }) => ({
      message: `The image file '${path}' is not in the ${folder} folder.${english.didYouMean(suggestion && `'${suggestion}'`)}`,
      hint:
        suggestion && !IMAGE_PATH.test(suggestion)
          ? `The file ${folder}/${suggestion.slice(1)} has a name that paths cannot use. Rename it to ${fileName(path)}.`
          : suggestion
            ? `The path must match the file's name in ${folder} exactly, including letter case.`
            : folderExists
              ? `Add the file ${folder}${path}, or correct the path.`
              : `There is no ${folder} folder. Put the images in a folder called ${folder}.`,
    }),
  },
  'unknown-page': {
    ko: ({ path, suggestion }) => ({
      message: `주소가 '${path}'인 페이지가 페이지 목록(routes)에 없습니다.${didYouMean(suggestion && `'${suggestion}'`)}`,
      hint: suggestion
        ? '주소는 routes에 쓴 path와 똑같아야 합니다.'
        : `routes에 path가 '${path}'인 페이지를 추가하거나, 있는 페이지 주소를 쓰세요.`,
    }),
    editor: ({ path, suggestion, inText }) => ({
      message: `주소가 '${path}'인 페이지가 없습니다.${didYouMean(suggestion && `'${suggestion}'`)}`,
      hint: inText
        ? `글 안의 링크 [보이는 글](주소)에서 괄호 안의 주소를 있는 페이지의 주소로 고치거나, 왼쪽 '${placeOf('/routes')}'에서 그 주소의 페이지를 추가하세요.`
        : `이 칸의 목록에서 있는 페이지를 고르거나, 왼쪽 '${placeOf('/routes')}'에서 그 주소의 페이지를 추가하세요.`,
    }),
    en: ({ path, suggestion }) => ({
      message: `No page in routes has the address '${path}'.${english.didYouMean(suggestion && `'${suggestion}'`)}`,
      hint: suggestion
        ? "The address must be exactly a route's path."
        : `Add a route with the path '${path}', or use the address of an existing page.`,
    }),
  },
  'unknown-section': {
    ko: ({ hash, path, suggestion, sectionIds }) => ({
      message: `'${path}' 페이지에 주소 이름이 '${hash}'인 섹션이 없습니다.${didYouMean(suggestion && `'${suggestion}'`)}`,
      hint: `'${path}' 페이지의 섹션 주소 이름: ${list(sectionIds)}`,
    }),
    editor: ({ hash, path, suggestion, sectionIds, inText }) => ({
      message: `'${path}' 페이지에 주소 이름이 '${hash}'인 섹션이 없습니다.${didYouMean(suggestion && `'${suggestion}'`)}`,
      hint: inText
        ? `글 안의 링크에서 # 뒤의 이름을 그 페이지의 섹션 주소 이름(${list(sectionIds)}) 가운데 하나로 고치세요.`
        : '이 칸의 목록에서 그 페이지의 섹션을 고르세요.',
    }),
    en: ({ hash, path, suggestion, sectionIds }) => ({
      message: `The page '${path}' has no section with the id '${hash}'.${english.didYouMean(suggestion && `'${suggestion}'`)}`,
      hint: `Section ids on '${path}': ${sectionIds.join(', ')}`,
    }),
  },
  'unreachable-route': {
    ko: ({ path }) => ({
      message: `페이지 '${path}'(으)로 가는 메뉴나 바닥글 링크가 없습니다.`,
      hint: `menu에 href가 '${path}'인 메뉴 그룹이나 하위 메뉴를, 또는 footer.links에 링크를 추가하세요. 쓰지 않는 페이지라면 routes에서 지우세요.`,
    }),
    editor: ({ path }) => ({
      message: `페이지 ${quoted(path, '으로/로')} 가는 메뉴나 바닥글 링크가 없습니다.`,
      hint: `${placeOf('/menu')}의 메뉴 그룹이나 하위 메뉴에서 이 페이지를 고르거나, ${placeOf('/footer/links')}에 추가하세요. 쓰지 않는 페이지라면 이 페이지를 삭제하세요.`,
    }),
    en: ({ path }) => ({
      message: `No menu entry or footer link leads to the page '${path}'.`,
      hint: `Add a menu group or sub-item with the href '${path}' to menu or a link to footer.links, or delete the page from routes if it is not used.`,
    }),
  },
};
