import { styled } from 'styled-components';
import { linkTarget } from '../../components/common/linkTarget';

/** Two columns from tablets up; the picture's column moves to the right by `order`, so the document keeps the picture first. */
export const Layout = styled.div<{ $imageRight: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(7)};
  }
  & > :first-child {
    ${({ theme }) => theme.up('md')} {
      order: ${({ $imageRight }) => ($imageRight ? 1 : 0)};
    }
  }
`;

/** The picture at most its own width (a photo is not blown up past its pixels), centred in its column. */
export const Picture = styled.div`
  img {
    margin: 0 auto;
    border-radius: 10px;
  }
`;

export const Link = styled.a`
  ${linkTarget}
  margin-top: ${({ theme }) => theme.space(3)};
  font-weight: 600;
`;
