import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import manifest from 'site:manifest';
import { layoutIds } from './components/Layout/layoutIds';
import { App } from './render/App';

const root = document.getElementById(layoutIds.root);
if (!root) throw new Error(`The page has no #${layoutIds.root} element to hydrate.`);

hydrateRoot(
  root,
  <StrictMode>
    <BrowserRouter>
      <App manifest={manifest} />
    </BrowserRouter>
  </StrictMode>,
);
