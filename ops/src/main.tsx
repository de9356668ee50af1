import '@casino/ui/styles.css';
import './console.css';
import { initI18n } from '@casino/platform';
import { uiEnUs, uiNamespace } from '@casino/ui/core';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';

// English only: the console is for the operator's staff, not for players.
void initI18n({ locale: 'en-US', resources: { 'en-US': { [uiNamespace]: uiEnUs } } }).then(() => {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<ConsoleApp />);
});
