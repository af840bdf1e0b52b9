import type { FullPageScroller as FullPageScrollerNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import * as S from './FullPageScroller.styles';

/** Sections one screen each. */
export function FullPageScroller({ node, renderNode }: NodeProps<FullPageScrollerNode>) {
  return (
    <S.Track>
      {node.sections.map((section) => (
        <S.Screen key={section.id}>{renderNode(section)}</S.Screen>
      ))}
    </S.Track>
  );
}
