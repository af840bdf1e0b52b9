import { InLanguage } from '../../components/common/InLanguage';
import { Paragraphs } from '../../components/common/Paragraphs';
import type { DownloadLink } from './downloadLinks';
import * as S from './Files.styles';

/**
 * Plain links with `download`: the browser saves the file under the name the
 * server gives it. Type and size are inside the link, so a screen reader
 * reads them with its name before anyone starts a download. The files
 * section draws these, and so does a notice with files attached.
 */
export function DownloadList({ links }: { links: readonly DownloadLink[] }) {
  return (
    <S.List>
      {links.map((link, index) => (
        <S.Item key={index}>
          <S.Link href={link.href} type={link.mediaType} download>
            <S.Icon aria-hidden="true" viewBox="0 0 24 24" focusable="false">
              <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />
            </S.Icon>
            <span>
              <S.Name>
                <InLanguage text={link.label} />
              </S.Name>{' '}
              <S.Facts data-edit-place={link.factsPlace}>{`(${link.facts})`}</S.Facts>
            </span>
          </S.Link>
          {link.description && (
            <S.Description>
              <Paragraphs items={[link.description]} />
            </S.Description>
          )}
        </S.Item>
      ))}
    </S.List>
  );
}
