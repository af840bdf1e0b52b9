import styled from 'styled-components';

export const ProblemsBox = styled.section`
  border-top: 1px solid #d5d9e0;
  padding: 0.5rem 0.75rem;
  max-height: 30vh;
  overflow: auto;

  h2 {
    font-size: 1rem;
    margin: 0;
  }

  h2 span {
    font-weight: normal;
    color: #4a5563;
  }

  p {
    margin: 0.25rem 0 0;
    color: #4a5563;
  }

  ul {
    list-style: none;
    margin: 0.25rem 0 0;
    padding: 0;
  }
`;

export const ProblemButton = styled.button`
  display: grid;
  /* A long hint wraps inside the box instead of running out of it. */
  grid-template-columns: minmax(0, 1fr);
  overflow-wrap: anywhere;
  gap: 0.125rem;
  width: 100%;
  text-align: left;
  padding: 0.375rem 0.5rem;
  margin-bottom: 0.25rem;
  border: 1px solid #e3b4b0;
  border-radius: 4px;
  background: #fdf3f2;
  color: #1b1f24;
  font: inherit;
  cursor: pointer;

  small {
    color: #4a5563;
  }
`;
