import styled from 'styled-components';

export const Inline = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  flex-wrap: wrap;
`;

export const Thumbnail = styled.img`
  width: 48px;
  height: 48px;
  object-fit: contain;
  border: 1px solid #c9ced6;
  border-radius: 4px;
  background: #fff;
`;

export const Detail = styled.span`
  color: #4a5563;
  font-size: 0.875rem;
`;

export const WithUnit = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;

  input {
    flex: 1;
  }
`;

export const GrowingTextarea = styled.textarea`
  display: block;
  width: 100%;
  resize: vertical;
  overflow: hidden;
  line-height: 1.5;
`;

export const Counter = styled.span<{ $over: boolean }>`
  display: block;
  text-align: end;
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
  color: ${({ $over }) => ($over ? '#b00020' : '#4a5563')};
  font-weight: ${({ $over }) => ($over ? 600 : 400)};
`;
