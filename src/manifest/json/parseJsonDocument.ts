import { findNodeAtOffset, getNodePath, parseTree, type Node, type ParseError } from 'jsonc-parser';
import type { ManifestProblem, UnplacedProblem } from '../ManifestProblem';
import { quoted } from '../korean';
import { createPositionFinder, findNode, type Position } from './positions';
import { toPointer } from './pointer';
import { explainSyntaxError } from './syntaxMessages';

/** Parsed JSON that still knows where every value was written. */
export interface JsonDocument {
  value: unknown;
  positionOf(pointer: string, at?: 'value' | 'key'): Position;
  place(problem: UnplacedProblem): ManifestProblem;
}

export type ParsedJson = { document: JsonDocument; problems: ManifestProblem[] } | { document: undefined; problems: ManifestProblem[] };

function syntaxProblems(text: string, errors: ParseError[], tree: Node | undefined, positionAt: (offset: number) => Position): ManifestProblem[] {
  const positionText = (offset: number) => {
    const { line, column } = positionAt(offset);
    return `${line}행 ${column}열`;
  };
  const problems: ManifestProblem[] = [];
  const seenOffsets = new Set<number>();
  for (const error of errors) {
    // The parser often reports two codes for one mistake at the same place.
    if (seenOffsets.has(error.offset)) continue;
    seenOffsets.add(error.offset);
    const explained = explainSyntaxError(text, error, positionText);
    const node = tree && findNodeAtOffset(tree, error.offset);
    problems.push({
      code: 'syntax',
      pointer: node ? toPointer(getNodePath(node)) : '',
      ...positionAt(explained.offset),
      message: explained.message,
      ...(explained.hint && { hint: explained.hint }),
    });
    // After a real break the parser guesses; its later errors are mostly echoes.
    if (!explained.recoverable) break;
  }
  return problems;
}

function duplicateKeyProblems(tree: Node, positionAt: (offset: number) => Position): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const visit = (node: Node): void => {
    if (node.type === 'object') {
      const firstByKey = new Map<string, Node>();
      for (const property of node.children ?? []) {
        const key = property.children?.[0];
        if (!key || typeof key.value !== 'string') continue;
        const first = firstByKey.get(key.value);
        if (first) {
          problems.push({
            code: 'duplicate-key',
            pointer: toPointer(getNodePath(key)),
            ...positionAt(key.offset),
            message: `${quoted(key.value, '이/가')} 같은 묶음 안에 두 번 있습니다. 처음 쓴 곳은 ${positionAt(first.offset).line}행입니다.`,
            hint: `JSON에서는 뒤에 쓴 값만 쓰이고 ${positionAt(first.offset).line}행의 값은 조용히 무시됩니다. 필요 없는 쪽을 지우세요.`,
          });
        } else {
          firstByKey.set(key.value, key);
        }
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return problems;
}

/**
 * Parses strict JSON (no comments, no trailing commas: what JSON.parse and the
 * build accept) while keeping positions, so every later problem can name a line.
 */
export function parseJsonDocument(rawText: string): ParsedJson {
  // Windows editors may save a byte-order mark; it is invisible and harmless, so skip it.
  const text = rawText.startsWith('\uFEFF') ? rawText.slice(1) : rawText;
  const positionAt = createPositionFinder(text);
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || !tree) {
    return { document: undefined, problems: syntaxProblems(text, errors, tree, positionAt) };
  }
  const positionOf = (pointer: string, at: 'value' | 'key' = 'value') => positionAt(findNode(tree, pointer, at).offset);
  const document: JsonDocument = {
    // JSON.parse is the reference for what the site will see (e.g. the last duplicate wins).
    value: JSON.parse(text),
    positionOf,
    place: ({ at, ...problem }) => ({ code: problem.code, pointer: problem.pointer, ...positionOf(problem.pointer, at), message: problem.message, ...(problem.hint && { hint: problem.hint }) }),
  };
  return { document, problems: duplicateKeyProblems(tree, positionAt) };
}
