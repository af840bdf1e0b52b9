import type { Image as ImageData } from '../../manifest/site.gen';
import type { LocalText } from '../../manifest/language/localText';
import type { ResolvedInstrumentTab } from '../../render/instrumentTabs';
import type { Localized } from '../../render/localize';
import { Image } from '../common/Image';
import { InLanguage } from '../common/InLanguage';
import { Paragraphs } from '../common/Paragraphs';
import { ContactInvite, type ContactInviteProps } from '../ContactInvite/ContactInvite';
import type { PanelLabels } from '../InstrumentTabs/InstrumentPanel';
import { InstrumentTabs } from '../InstrumentTabs/InstrumentTabs';
import * as S from './SubItemContent.styles';

/** What every sub-item shares of the site: its instrument panels' headings and the invitation to get in touch. */
export interface SubItemShared {
  panelLabels: PanelLabels;
  invite: ContactInviteProps;
}

interface SubItemContentProps extends SubItemShared {
  id: string;
  title: LocalText;
  body?: readonly LocalText[];
  image?: Localized<ImageData>;
  /** Resolved in src/render/instrumentTabs.ts, each with its label. */
  tabs: readonly ResolvedInstrumentTab[];
}

/** What a category sub-item shows: title, optional body with the invitation to get in touch, image, instrument tabs. */
export function SubItemContent({ id, title, body, image, tabs, panelLabels, invite }: SubItemContentProps) {
  return (
    <>
      <S.Title>
        <InLanguage text={title} />
      </S.Title>
      {body && (
        <S.Body>
          <Paragraphs items={body} />
          <ContactInvite {...invite} />
        </S.Body>
      )}
      {image && (
        <S.Figure>
          <Image image={image} />
        </S.Figure>
      )}
      {tabs.length > 0 && <InstrumentTabs idPrefix={id} tabs={tabs} label={title} panelLabels={panelLabels} />}
    </>
  );
}
