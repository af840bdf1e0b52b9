import { createRoot } from 'react-dom/client';
import { editorApi } from './api/editorApi';
import { EditorApp } from './app/EditorApp';

const root = document.getElementById('editor-root');
if (!root) throw new Error('The editor page has no #editor-root to draw into.');
document.documentElement.lang = 'ko';
createRoot(root).render(<EditorApp api={editorApi} storage={window.localStorage} />);
