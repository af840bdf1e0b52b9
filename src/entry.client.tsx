import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import manifest from 'site:manifest';
import { App } from './render/App';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to hydrate.');

hydrateRoot(
  root,
  <StrictMode>
    <BrowserRouter>
      <App manifest={manifest} />
    </BrowserRouter>
  </StrictMode>,
);
