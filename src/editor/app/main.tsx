import { createRoot } from 'react-dom/client';
import { editorApi } from './editorApi';
import { EditorApp } from './EditorApp';

const root = document.getElementById('editor-root');
if (!root) throw new Error('The editor page has no #editor-root to draw into.');
document.documentElement.lang = 'ko';
// Without an icon of its own the browser asks for /favicon.ico, which public/ may not have: a 404 in the console.
if (!document.querySelector('link[rel~="icon"]'))
  document.head.append(Object.assign(document.createElement('link'), { rel: 'icon', href: 'data:,' }));
createRoot(root).render(<EditorApp api={editorApi} storage={window.localStorage} />);
