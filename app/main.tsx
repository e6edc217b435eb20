import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadEditor } from './editor';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Monaco arrives after the first paint; until then the editors are plain text areas.
requestAnimationFrame(() => setTimeout(() => void preloadEditor(), 0));
