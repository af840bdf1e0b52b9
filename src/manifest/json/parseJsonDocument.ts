import { findNodeAtOffset, getNodePath, getNodeValue, parseTree, type Node, type ParseError } from 'jsonc-parser';
import type { PlacedProblem, UnplacedProblem } from '../ManifestProblem';
import { createPositionFinder, findNode, offsetInString, type Position } from './positions';
import { toPointer } from './pointer';
import { explainSyntaxError } from './syntaxMessages';

/** Parsed JSON that still knows where every value was written. */
export interface JsonDocument {
  value: unknown;
  positionOf(pointer: string, at?: 'value' | 'key'): Position;
  place(problem: UnplacedProblem): PlacedProblem;
}

/**
 * The document when the text is JSON, and the problems found while parsing.
 * `partialValue` is what could be read of broken JSON, enough to name the place of a problem.
 */
export type ParsedJson =
  | { document: JsonDocument; problems: PlacedProblem[] }
  | { document: undefined; problems: PlacedProblem[]; partialValue: unknown };

/**
 * Enough to fix before validating again. Placing each costs a walk through the
 * tree, so thousands of them (a trailing comma in every item) took seconds (issue 9).
 */
const MAX_SYNTAX_PROBLEMS = 100;

function syntaxProblems(
  text: string,
  errors: ParseError[],
  tree: Node | undefined,
  positionAt: (offset: number) => Position,
): PlacedProblem[] {
  const problems: PlacedProblem[] = [];
  const seenOffsets = new Set<number>();
  for (const error of errors) {
    if (problems.length === MAX_SYNTAX_PROBLEMS) break;
    // The parser often reports two codes for one mistake at the same place.
    if (seenOffsets.has(error.offset)) continue;
    seenOffsets.add(error.offset);
    const explained = explainSyntaxError(text, error, positionAt);
    const node = tree && findNodeAtOffset(tree, error.offset);
    problems.push({
      ...explained.facts,
      pointer: node ? toPointer(getNodePath(node)) : '',
      ...positionAt(explained.offset),
    });
    // After a real break the parser guesses; its later errors are mostly echoes.
    if (!explained.recoverable) break;
  }
  return problems;
}

function duplicateKeyProblems(tree: Node, positionAt: (offset: number) => Position): PlacedProblem[] {
  const problems: PlacedProblem[] = [];
  // The path is kept on the way down: getNodePath() looks each array item up among its siblings, quadratic in long lists.
  const path: (string | number)[] = [];
  const visit = (node: Node): void => {
    if (node.type === 'array') {
      node.children?.forEach((item, index) => {
        path.push(index);
        visit(item);
        path.pop();
      });
    }
    if (node.type !== 'object') return;
    const firstByKey = new Map<string, Node>();
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (!key || typeof key.value !== 'string') continue;
      path.push(key.value);
      const first = firstByKey.get(key.value);
      if (first) {
        const firstLine = positionAt(first.offset).line;
        problems.push({
          code: 'duplicate-key',
          params: { key: key.value, firstLine },
          pointer: toPointer(path),
          ...positionAt(key.offset),
        });
      } else {
        firstByKey.set(key.value, key);
      }
      if (value) visit(value);
      path.pop();
    }
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
    return {
      document: undefined,
      problems: syntaxProblems(text, errors, tree, positionAt),
      partialValue: tree && getNodeValue(tree),
    };
  }
  const positionOf = (pointer: string, at: 'value' | 'key' = 'value') => positionAt(findNode(tree, pointer, at).offset);
  const document: JsonDocument = {
    // JSON.parse is the reference for what the site will see (e.g. the last duplicate wins).
    value: JSON.parse(text),
    positionOf,
    place: ({ at, offset, ...problem }) => {
      if (offset === undefined) return { ...problem, ...positionOf(problem.pointer, at) };
      const node = findNode(tree, problem.pointer, at);
      return {
        ...problem,
        ...positionAt(node.type === 'string' ? offsetInString(text, node.offset, offset) : node.offset),
      };
    },
  };
  return { document, problems: duplicateKeyProblems(tree, positionAt) };
}
