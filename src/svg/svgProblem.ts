/** Why an SVG is refused rather than cleaned. */
export type SvgProblem =
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

/** What is wrong with `file` (as staff know it: an upload's name, a path under public/), in Korean. */
export function svgProblemMessage(file: string, problem: SvgProblem): string {
  switch (problem.code) {
    case 'not-xml':
      return `${file}을(를) SVG로 읽을 수 없습니다. ${problem.line}번째 줄 ${problem.column}번째 칸에서 XML 문법이 맞지 않습니다(${problem.reason}).`;
    case 'not-svg':
      return `${file}은(는) SVG 그림이 아닙니다. 맨 바깥 요소가 <${problem.root}>입니다. 브라우저는 <svg xmlns="http://www.w3.org/2000/svg">로 시작하는 파일만 그림으로 그립니다.`;
  }
}

/** What to do about any of them. */
export const svgProblemHint = '그림을 만든 프로그램에서 SVG(UTF-8)로 다시 저장해 보세요.';
