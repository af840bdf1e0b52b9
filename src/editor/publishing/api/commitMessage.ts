/** Where git itself wraps, and what `git log --oneline` and the hosts' commit lists show whole. */
const subjectLimit = 72;

const length = (text: string) => [...text].length;
const shortened = (text: string, limit: number) =>
  length(text) <= limit ? text : `${[...text].slice(0, limit - 1).join('')}…`;

/**
 * The commit message of a publish: one short line saying where and what
 * ("site.json: 장비 수정 XPS 외 3건"), and below it every change on a line of
 * its own, unless that one line already said it all.
 */
export function commitMessage(scope: string, changes: string[]): string {
  const [first = '사이트 내용 수정', ...rest] = changes;
  const more = rest.length > 0 ? ` 외 ${rest.length}건` : '';
  const named = shortened(first, subjectLimit - length(`${scope}: ${more}`));
  const subject = `${scope}: ${named}${more}`;
  if (rest.length === 0 && named === first) return subject;
  return `${subject}\n\n${changes.map((change) => `- ${change}`).join('\n')}\n`;
}
