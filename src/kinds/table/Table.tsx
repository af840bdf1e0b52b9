import type { Table as TableNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../../components/common/InLanguage';
import { TitledSection } from '../../components/common/TitledSection';
import * as S from './Table.styles';

export interface TableProps {
  node: Localized<TableNode>;
}

/**
 * A table in a box that scrolls sideways when the table is wider than the
 * screen, so a phone scrolls the table, not the page. A box that scrolls must
 * be reachable by keyboard and named (WCAG 2.1.1; axe's
 * scrollable-region-focusable), so it is a focusable region named by the caption.
 */
export function Table({ node }: TableProps) {
  const captionId = `${node.id}-caption`;
  return (
    <TitledSection node={node}>
      <S.Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <table>
          <caption id={captionId}>
            <S.CaptionText>
              <InLanguage text={node.caption} />
            </S.CaptionText>
          </caption>
          <thead>
            <tr>
              {node.header.map((heading, index) => (
                <th key={index} scope="col">
                  <InLanguage text={heading} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {node.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.cells.map((cell, index) => (
                  <td key={index}>
                    <InLanguage text={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </S.Scroller>
    </TitledSection>
  );
}
