import type { ReactNode } from 'react';
import type { Background } from '../../manifest/site.gen';
import { backgroundVariants } from '../../render/imageVariants';
import { BackgroundPicture } from './BackgroundPicture';
import { SectionBox } from './layout';

interface SectionProps {
  id?: string;
  background?: Background;
  /** Lets a component restyle the box with `styled(Section)`. */
  className?: string;
  children: ReactNode;
}

/**
 * A page section with the manifest's optional background. A photo the build encoded
 * is drawn as a `<picture>` behind the content, lazily: sections come below the
 * page's hero or banner, so the first screen's bytes go to what is on it.
 * An SVG stays a CSS background.
 */
export function Section({ id, background, className, children }: SectionProps) {
  const picture = background && backgroundVariants(background);
  return (
    <SectionBox id={id} className={className} $background={background} $picture={picture !== undefined}>
      {picture && <BackgroundPicture variants={picture} loading="lazy" />}
      {children}
    </SectionBox>
  );
}
