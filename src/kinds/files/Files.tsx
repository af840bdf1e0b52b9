import type { Files as FilesNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { TitledSection } from '../../components/common/TitledSection';
import { DownloadList } from './DownloadList';
import type { DownloadLink } from './downloadLinks';

export interface FilesProps {
  node: Localized<FilesNode>;
  links: DownloadLink[];
}

/** Files to download under the section's title (DownloadList.tsx). */
export function Files({ node, links }: FilesProps) {
  return (
    <TitledSection node={node}>
      <DownloadList links={links} />
    </TitledSection>
  );
}
