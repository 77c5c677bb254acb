import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseWithoutEval } from '@predental/contracts/browser-zod';
import { App } from './app/App';

parseWithoutEval();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
