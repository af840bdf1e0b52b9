import styled from 'styled-components';

export const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  padding: 0.5rem 0.75rem;
  background: #fff4ce;
  color: #3d2e00;
  border-bottom: 1px solid #e0c46c;

  p {
    margin: 0;
    flex: 1 1 20rem;
  }
`;
