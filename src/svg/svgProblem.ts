import { fillMessage, type Catalogue, type HintedWords, type Message } from '../messages/message';
import type { SvgShapeProblem } from './svgShape';

/** Why an SVG is refused rather than cleaned. */
export type SvgProblem =
  /** Nested deeper, or with more elements, than svgLimits (svgShape.ts): cleaning it would take minutes. */
  | SvgShapeProblem
  /** Not well-formed XML, as a browser opening the file would find too; the parser's own words in `reason`. */
  | { code: 'not-xml'; line: number; column: number; reason: string }
  /** Well-formed, but its outermost element is not <svg> in the SVG namespace, so browsers draw nothing. */
  | { code: 'not-svg'; root: string };

const parserError = /^(\d+):(\d+):\s*(.*?)\.?$/s;

/** jsdom's parser writes "line:column: reason." into its <parsererror>. */
export function notXml(parserMessage: string): SvgProblem {
  const [, line = '0', column = '0', reason = parserMessage] = parserError.exec(parserMessage.trim()) ?? [];
  return { code: 'not-xml', line: Number(line), column: Number(column), reason };
}

type SvgProblemParams = { [Code in SvgProblem['code']]: Extract<SvgProblem, { code: Code }> & { file: string } };

const saveAgain = '그림을 만든 프로그램에서 SVG(UTF-8)로 다시 저장해 보세요.';
const simplify = '그림을 만든 프로그램에서 그룹을 풀거나(그룹 해제) 도형을 합쳐 단순하게 한 뒤 다시 저장해 보세요.';

/**
 * What is wrong with `file` (as staff know it: an upload's name, a path under public/), and what to do: save
 * again for a file browsers cannot read, simplify one too complex to clean. Korean: staff read it, in the
 * editor and the build.
 */
export const SVG_PROBLEMS: Catalogue<SvgProblemParams, 'ko', HintedWords> = {
  'not-xml': {
    ko: ({ file, line, column, reason }) => ({
      message: `${file}을(를) SVG로 읽을 수 없습니다. ${line}번째 줄 ${column}번째 칸에서 XML 문법이 맞지 않습니다(${reason}).`,
      hint: saveAgain,
    }),
  },
  'not-svg': {
    ko: ({ file, root }) => ({
      message: `${file}은(는) SVG 그림이 아닙니다. 맨 바깥 요소가 <${root}>입니다. 브라우저는 <svg xmlns="http://www.w3.org/2000/svg">로 시작하는 파일만 그림으로 그립니다.`,
      hint: saveAgain,
    }),
  },
  'too-deep': {
    ko: ({ file, limit }) => ({
      message: `${file}은(는) 요소가 ${limit}단계보다 깊이 겹쳐 있어 받지 않습니다. 이렇게 깊은 그림은 정리하는 데 몇 분이 걸려 그동안 다른 일을 할 수 없습니다.`,
      hint: simplify,
    }),
  },
  'too-many-elements': {
    ko: ({ file, limit }) => ({
      message: `${file}은(는) 요소가 ${limit.toLocaleString('ko-KR')}개보다 많아 받지 않습니다. 사이트에 싣기에는 지나치게 복잡하고, 정리하는 데 오래 걸려 그동안 다른 일을 할 수 없습니다.`,
      hint: simplify,
    }),
  },
};

export function describeSvgProblem(file: string, problem: SvgProblem): Message<SvgProblem['code'], HintedWords> {
  switch (problem.code) {
    case 'not-xml':
      return fillMessage(SVG_PROBLEMS, problem.code, { ...problem, file }, 'ko');
    case 'not-svg':
      return fillMessage(SVG_PROBLEMS, problem.code, { ...problem, file }, 'ko');
    case 'too-deep':
      return fillMessage(SVG_PROBLEMS, problem.code, { ...problem, file }, 'ko');
    case 'too-many-elements':
      return fillMessage(SVG_PROBLEMS, problem.code, { ...problem, file }, 'ko');
  }
}

/** A file that is valid but too complex to clean in reasonable time, rather than one browsers cannot read. */
export const isTooComplex = (problem: SvgProblem): problem is SvgShapeProblem =>
  problem.code === 'too-deep' || problem.code === 'too-many-elements';
