import type { Kind } from '../Kind';
import { downloadLinks } from './downloadLinks';
import { Files, type FilesProps } from './Files';

export const filesKind: Kind<'files', FilesProps> = {
  resolve: (node, site) => ({ node, links: downloadLinks(node.files, site.language.code) }),
  Component: Files,
};
