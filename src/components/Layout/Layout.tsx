import type { ReactNode } from 'react';
import type { LocalText } from '../../manifest/language/localText';
import { InLanguage } from '../common/InLanguage';
import { Header, type HeaderProps } from '../Header/Header';
import { Footer, type FooterProps } from '../Footer/Footer';
import { Main, SkipLink } from './Layout.styles';
import { layoutIds } from './layoutIds';

export interface LayoutProps {
  /** labels.skipToContent */
  skipToContent: LocalText;
  header: HeaderProps;
  footer: FooterProps;
  /** The full-page scroller's screens start at the top, under the header; its last stop shows the footer below them (see useFooterStop). */
  overHero: boolean;
}

export function Layout({ skipToContent, header, footer, overHero, children }: LayoutProps & { children: ReactNode }) {
  return (
    <>
      <SkipLink href={`#${layoutIds.main}`}>
        <InLanguage text={skipToContent} />
      </SkipLink>
      <Header {...header} />
      <Main id={layoutIds.main} tabIndex={-1} $overHero={overHero}>
        {children}
      </Main>
      <Footer {...footer} />
    </>
  );
}
