import type { Image as ImageData } from '../../manifest/site.gen';
import type { ResolvedInstrumentTab } from '../../render/instrumentTabs';
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
  /** Resolved in src/render/instrumentTabs.ts, each with its label. */
  tabs?: readonly ResolvedInstrumentTab[];
}

/** What a category sub-item shows: title, optional body with the invitation to get in touch, image, instrument tabs. */
export function SubItemContent({ id, title, body, image, tabs = [] }: SubItemContentProps) {
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
      {tabs.length > 0 && <InstrumentTabs idPrefix={id} tabs={tabs} label={title} />}
    </>
  );
}
