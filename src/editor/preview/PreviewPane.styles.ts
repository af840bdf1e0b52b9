import styled from 'styled-components';

export const PreviewBox = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
  border-left: 1px solid #d5d9e0;

  h2 {
    font-size: 1rem;
    margin: 0;
  }

  small {
    color: #4a5563;
    font-weight: normal;
  }
`;

export const PreviewHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
`;

export const WidthSwitch = styled.div`
  display: flex;

  button {
    border-radius: 0;
  }

  button:first-child {
    border-radius: 4px 0 0 4px;
  }

  button:last-child {
    border-radius: 0 4px 4px 0;
    margin-left: -1px;
  }

  button[aria-pressed='true'] {
    background: #0b2545;
    border-color: #0b2545;
    color: #fff;
  }
`;

/** The room the frame is fitted into: a phone's width stands centred, a desktop's is scaled down to fill it. */
export const FrameBox = styled.div`
  flex: 1;
  min-height: 0;
  overflow: hidden;
  display: flex;
  justify-content: center;
  background: #eef0f3;
`;

export const Frame = styled.iframe`
  flex: none;
  border: 0;
  background: #fff;
  transform-origin: top center;
`;

export const StaleNote = styled.p`
  margin: 0;
  padding: 0.25rem 0.75rem;
  background: #fff4ce;
  color: #5c4400;
`;
