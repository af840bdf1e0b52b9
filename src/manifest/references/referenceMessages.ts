import { quoted, withParticle } from '../korean';

// The Korean text of every cross-reference problem, in one place to review.
type Text = { message: string; hint: string };

const didYouMean = (suggestion: string) => `혹시 ${quoted(suggestion, '을/를')} 말씀하셨나요?`;

export const referenceMessages = {
  duplicateId: (kind: string, id: string, firstLine: number): Text => ({
    message: `${kind} 아이디 ${quoted(id, '이/가')} 두 번 쓰였습니다. 처음 쓴 곳은 ${firstLine}행입니다.`,
    hint: `${kind} 아이디는 서로 달라야 합니다. 이 id를 바꾸거나, 같은 것이라면 하나를 지우세요.`,
  }),
  duplicatePath: (path: string, firstLine: number): Text => ({
    message: `페이지 주소 ${quoted(path, '이/가')} 두 번 쓰였습니다. 처음 쓴 곳은 ${firstLine}행입니다.`,
    hint: '주소 하나에는 페이지 하나만 둘 수 있습니다. 주소를 바꾸거나 한 페이지를 지우세요.',
  }),
  duplicateHash: (hash: string, path: string, firstLine: number): Text => ({
    message: `섹션 아이디 ${quoted(hash, '이/가')} 이 페이지에 두 번 쓰였습니다. 처음 쓴 곳은 ${firstLine}행입니다.`,
    hint: `주소 ${path}#${hash}(으)로 어느 섹션에 갈지 정할 수 없습니다. 한쪽 id를 바꾸세요.`,
  }),
  unknownReference: (kind: string, listKey: string, id: string, suggestion: string | undefined, listIsEmpty: boolean): Text => ({
    message: `${kind} ${quoted(id, '이/가')} ${kind} 목록(${listKey})에 없습니다.`,
    hint: suggestion
      ? didYouMean(suggestion)
      : listIsEmpty
        ? `${listKey} 목록이 비어 있습니다. ${listKey}에 id가 '${id}'인 ${withParticle(kind, '을/를')} 추가하세요.`
        : `${listKey}에 id가 '${id}'인 ${withParticle(kind, '을/를')} 추가하거나, 있는 id 중 하나를 쓰세요.`,
  }),
  missingImage: (path: string, folder: string, suggestion: string | undefined, folderExists: boolean): Text => ({
    message: `이미지 파일 ${quoted(path, '이/가')} ${folder} 폴더에 없습니다.`,
    hint: suggestion
      ? didYouMean(suggestion)
      : folderExists
        ? `${folder}${path} 파일을 넣거나, 경로를 고치세요.`
        : `${folder} 폴더가 없습니다. 이미지를 ${folder} 폴더에 넣으세요.`,
  }),
  unresolvedPage: (what: string, path: string, suggestion: string | undefined): Text => ({
    message: `${what}의 주소 '${path}'에 해당하는 페이지가 routes에 없습니다.`,
    hint: suggestion ? didYouMean(suggestion) : `routes에 path가 '${path}'인 페이지를 추가하거나, 있는 페이지 주소를 쓰세요.`,
  }),
  unresolvedSection: (what: string, hash: string, path: string, suggestion: string | undefined, sectionIds: readonly string[]): Text => ({
    message: `${what}의 섹션 ${quoted(hash, '이/가')} '${path}' 페이지에 없습니다.`,
    hint: suggestion ? didYouMean(suggestion) : `'${path}' 페이지의 섹션 아이디: ${sectionIds.join(', ')}`,
  }),
  unreachableRoute: (path: string): Text => ({
    message: `페이지 '${path}'(으)로 가는 메뉴가 없습니다.`,
    hint: `menu에 href가 '${path}'인 메뉴 그룹이나 하위 메뉴를 추가하세요. 쓰지 않는 페이지라면 routes에서 지우세요.`,
  }),
};
