import type { ProblemCatalogue } from './reader';

export interface RobustnessParams {
  /** Brackets nested deeper than `limit` levels, far deeper than site.json ever needs. */
  'too-deep': { limit: number };
  /** More problems than the report lists; `shown` problems are listed before this one. */
  'too-many-problems': { shown: number };
  /** The checker itself failed: a bug in it, not a mistake in the file. `detail` is the error's first line. */
  'internal-error': { detail: string };
}

export const ROBUSTNESS_TEMPLATES: ProblemCatalogue<RobustnessParams> = {
  'too-deep': {
    ko: ({ limit }) => ({
      message: `괄호([ ]나 { })가 ${limit}단계보다 깊게 겹쳐 있습니다. site.json에는 이렇게 깊은 구조가 없습니다.`,
      hint: '이 자리 앞에서 닫는 괄호가 빠졌거나 여는 괄호가 잘못 늘어나지 않았는지 확인하세요.',
    }),
    en: ({ limit }) => ({
      message: `Brackets ([ ] or { }) are nested more than ${limit} levels deep; site.json has nothing that deep.`,
      hint: 'Check for a missing closing bracket, or opening brackets repeated by mistake, before this place.',
    }),
  },
  'too-many-problems': {
    ko: ({ shown }) => ({
      message: `문제가 너무 많아 ${shown}개만 보여 드렸습니다. 이 파일에는 문제가 더 있습니다.`,
      hint: '위의 문제들을 고친 뒤 다시 검사하면 나머지가 나옵니다. 한꺼번에 많이 틀렸다면 최근에 고친 곳을 되돌려 보세요.',
    }),
    en: ({ shown }) => ({
      message: `There are too many problems; only ${shown} are listed. The file has more.`,
      hint: 'Fix the problems above and validate again to see the rest. If many went wrong at once, undo the latest edit.',
    }),
  },
  'internal-error': {
    ko: ({ detail }) => ({
      message: `검사 프로그램의 버그로 이 파일을 끝까지 검사하지 못했습니다. site.json의 잘못이 아닙니다(${detail}).`,
      hint: '이 메시지와 site.json을 개발자에게 보내 주세요. 그동안 최근에 고친 곳을 되돌려 보면 검사가 끝까지 될 수도 있습니다.',
    }),
    en: ({ detail }) => ({
      message: `A bug in the checker stopped it before it finished checking this file; the file is not to blame (${detail}).`,
      hint: 'Send this message and site.json to the developers. Meanwhile, undoing the latest edit may let the check finish.',
    }),
  },
};
