import type { ReactNode } from 'react';
import type { PageNode } from '../../manifest/site.gen';
import { useSite } from '../../render/SiteContext';
import { Header } from '../Header/Header';
import { Footer } from '../Footer/Footer';
import { Main, SkipLink } from './Layout.styles';
import { layoutIds } from './layoutIds';

interface LayoutProps {
  /** The route's page node, or null for the not-found page. */
  page: PageNode | null;
  children: ReactNode;
}

export function Layout({ page, children }: LayoutProps) {
  const { labels } = useSite();
  // The full-page scroller's screens start at the top, under the header; its
  // last stop shows the footer below them (see useFooterStop).
  const overHero = page?.type === 'fullPageScroller';
  return (
    <>
      <SkipLink href={`#${layoutIds.main}`}>{labels.skipToContent}</SkipLink>
      <Header variant={overHero ? 'home' : 'inner'} />
      <Main id={layoutIds.main} tabIndex={-1} $overHero={overHero}>
        {children}
      </Main>
      <Footer />
    </>
  );
}
