import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { listenForChunkErrors } from './app/chunkReload';
import { createServices } from './app/services';

listenForChunkErrors();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element.');
createRoot(root).render(
  <StrictMode>
    <App services={createServices()} />
  </StrictMode>,
);
