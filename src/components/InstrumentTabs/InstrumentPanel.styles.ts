import { styled } from 'styled-components';

export const Heading = styled.div`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

export const KorName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
  ${({ theme }) => theme.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const SubName = styled.p`
  margin-top: ${({ theme }) => theme.space(0.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  letter-spacing: 0.02em;
`;

export const BlockTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary};
  margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(2)}`};
  padding-left: ${({ theme }) => theme.space(1.5)};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  line-height: 1.3;
`;

export const ComingSoon = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: center;
  }
`;

export const CardImage = styled.div`
  img {
    width: 100%;
    border-radius: 6px;
  }
`;

export const CardBody = styled.div``;

export const ModelName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  margin-bottom: ${({ theme }) => theme.space(1.5)};
`;

export const Specification = styled.ul`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
  li {
    padding: 6px 0;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

export const Checklist = styled.div`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)} ${theme.space(3)}`};
  margin-top: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  ${({ theme }) => theme.up('md')} {
    ul {
      grid-template-columns: 1fr 1fr;
    }
  }
  li {
    position: relative;
    padding-left: 28px;
  }
  li::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 0.45em;
    width: 12px;
    height: 7px;
    border-left: 2px solid ${({ theme }) => theme.colors.accentText};
    border-bottom: 2px solid ${({ theme }) => theme.colors.accentText};
    transform: rotate(-45deg);
  }
`;

export const Examples = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Example = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  overflow: hidden;
  img {
    width: 100%;
  }
`;

export const ExampleTitle = styled.p`
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)} 0`};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

export const ExampleText = styled.div`
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)} ${theme.space(2)}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
