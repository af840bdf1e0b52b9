import { styled } from 'styled-components';

/**
 * The sections, one below the other. A section gets focus after a hash link
 * scrolled to it (see useScrollToHash) only so that keyboard and screen-reader
 * users continue from there; it is not a control, so it shows no focus ring.
 */
export const Sections = styled.div`
  & > [tabindex='-1']:focus { outline: none; }
`;
