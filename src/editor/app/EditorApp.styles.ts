import styled, { createGlobalStyle } from 'styled-components';

/** rjsf's own markup (its classes, fieldsets and lists) in the editor's look. */
export const EditorStyles = createGlobalStyle`
  html, body, #editor-root {
    height: 100%;
    margin: 0;
  }

  body {
    font-family: Pretendard, system-ui, sans-serif;
    color: #1b1f24;
    background: #fff;
  }

  button {
    font: inherit;
    padding: 0.25rem 0.625rem;
    border: 1px solid #8a94a3;
    border-radius: 4px;
    background: #fff;
    color: #1b1f24;
    cursor: pointer;
    white-space: nowrap;
  }

  button:disabled {
    color: #6b7480;
    border-color: #c9ced6;
    cursor: default;
  }

  input, select, textarea {
    box-sizing: border-box;
    font: inherit;
    padding: 0.25rem 0.375rem;
    border: 1px solid #8a94a3;
    border-radius: 4px;
    max-width: 100%;
  }

  input[aria-invalid='true'], select[aria-invalid='true'], textarea[aria-invalid='true'] {
    border-color: #b3261e;
  }

  :focus-visible {
    outline: 3px solid #0b5cad;
    outline-offset: 1px;
  }

  /* A fieldset is as wide as its content by default; a form's fields must wrap to its column instead. */
  .rjsf fieldset {
    min-width: 0;
    border: 1px solid #d5d9e0;
    border-radius: 6px;
    margin: 0.5rem 0;
    padding: 0.5rem 0.75rem;
  }

  .rjsf legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }

  .rjsf .form-group {
    margin-bottom: 0.75rem;
    display: grid;
    gap: 0.25rem;
  }

  .rjsf .control-label {
    font-weight: 600;
  }

  .rjsf .field-description {
    color: #4a5563;
    font-size: 0.875rem;
    margin: 0;
  }

  .rjsf .form-control {
    width: 100%;
  }

  .rjsf .item-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }

  .rjsf .kind-select {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
    margin-bottom: 0.5rem;
  }

  .rjsf .hidden {
    display: none;
  }
`;

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
`;

export const Columns = styled.div`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: minmax(200px, 260px) minmax(360px, 1fr) minmax(320px, 1fr);
`;

export const FormColumn = styled.main`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
`;

export const FormArea = styled.section`
  flex: 1;
  overflow: auto;
  padding: 0 1rem 1rem;
`;

export const Notice = styled.div`
  padding: 0.5rem 0.75rem;
  background: #e8f1fb;
  color: #0b2545;
`;
