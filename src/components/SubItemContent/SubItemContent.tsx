import type { Image as ImageData } from '../../manifest/site.gen';
import { useSite } from '../../render/SiteContext';
import { Image } from '../common/Image';
import { Paragraphs } from '../common/Paragraphs';
import { ContactInvite } from '../ContactInvite/ContactInvite';
import { InstrumentTabs } from '../InstrumentTabs/InstrumentTabs';
import * as S from './SubItemContent.styles';

interface SubItemContentProps {
  id: string;
  title: string;
  body?: readonly string[];
  image?: ImageData;
  instrumentIds?: readonly string[];
}

/** What a category sub-item shows: title, optional body with the invitation to get in touch, image, instrument tabs. */
export function SubItemContent({ id, title, body, image, instrumentIds = [] }: SubItemContentProps) {
  const { instrumentsById } = useSite();
  // References are checked by `npm run validate` before any build.
  const instruments = instrumentIds.flatMap((instrumentId) => instrumentsById.get(instrumentId) ?? []);
  return (
    <>
      <S.Title>{title}</S.Title>
      {body && (
        <S.Body>
          <Paragraphs items={body} />
          <ContactInvite />
        </S.Body>
      )}
      {image && (
        <S.Figure>
          <Image image={image} />
        </S.Figure>
      )}
      {instruments.length > 0 && <InstrumentTabs idPrefix={id} instruments={instruments} label={title} />}
    </>
  );
}
