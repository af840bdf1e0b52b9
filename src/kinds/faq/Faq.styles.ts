import { styled } from 'styled-components';

export const Questions = styled.div`
  max-width: 820px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** One question: the browser's own disclosure widget, its marker replaced by a chevron that turns when open. */
export const Question = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  summary {
    position: relative;
    display: block;
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(6)} ${theme.space(2.5)} 0`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '';
    position: absolute;
    right: ${({ theme }) => theme.space(1)};
    top: 50%;
    width: 10px;
    height: 10px;
    margin-top: -7px;
    border-right: 2px solid ${({ theme }) => theme.colors.accentText};
    border-bottom: 2px solid ${({ theme }) => theme.colors.accentText};
    transform: rotate(45deg);
  }
  &[open] summary::after {
    margin-top: -2px;
    transform: rotate(225deg);
  }
  summary:hover {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

/** The answer as written: its line breaks kept. */
export const Answer = styled.div`
  padding-bottom: ${({ theme }) => theme.space(3)};
  padding-right: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.7;
`;
