import styled from 'styled-components';

export const PreviewBox = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-left: 1px solid #d5d9e0;

  h2 {
    font-size: 1rem;
    margin: 0;
    padding: 0.5rem 0.75rem;
  }

  small {
    color: #4a5563;
    font-weight: normal;
  }
`;

export const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  border: 0;
  background: #fff;
`;

export const StaleNote = styled.p`
  margin: 0;
  padding: 0.25rem 0.75rem;
  background: #fff4ce;
  color: #5c4400;
`;
