import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { arrayAt, sectionsOf, stringAt } from './manifestShape';

/**
 * A table's row must have as many cells as its header has columns: the schema
 * can bound a list's length, but not by another list's, and a short row would
 * put its cells under the wrong headings.
 */
export function unevenTableRows({ data, lineOf }: CrossReferenceContext): UnplacedProblem[] {
  return (arrayAt(data, 'routes') ?? []).flatMap((route, routeIndex) =>
    (sectionsOf(route) ?? []).flatMap((section, sectionIndex) => {
      const columns = stringAt(section, 'type') === 'table' ? arrayAt(section, 'header')?.length : undefined;
      if (columns === undefined) return [];
      const at = ['routes', routeIndex, 'page', 'sections', sectionIndex] as const;
      const headerLine = lineOf(toPointer([...at, 'header']));
      return (arrayAt(section, 'rows') ?? []).flatMap((row, rowIndex): UnplacedProblem[] => {
        const cells = arrayAt(row, 'cells')?.length;
        if (cells === undefined || cells === columns) return [];
        return [
          {
            code: 'uneven-table-row',
            pointer: toPointer([...at, 'rows', rowIndex, 'cells']),
            params: { row: rowIndex + 1, cells, columns, headerLine },
          },
        ];
      });
    }),
  );
}
