import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { allowSchemaCompilation } from '../src/index';
import { preloadEditor } from './editor';
import { AppShell } from './shell/app-shell';
import './styles.css';

// The page's policy forbids compiling code: JSON Schemas are judged in the judge worker, never tried here.
allowSchemaCompilation(false);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppShell />
  </StrictMode>,
);
// Monaco arrives after the first paint; until then the editors are plain text areas.
requestAnimationFrame(() => setTimeout(() => void preloadEditor(), 0));
