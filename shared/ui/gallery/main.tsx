import { initI18n, preferredLocale, registerNamespace } from '@casino/platform';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { uiBundles, uiEnUs, uiNamespace } from '../src';
import '../src/styles.css';
import { GalleryRoutes } from './gallery-routes';

// Started as the host starts the design system: en-US of `ui` at once, the saved locale's after.
initI18n({ locale: preferredLocale(), resources: { 'en-US': { [uiNamespace]: uiEnUs } } });
void registerNamespace(uiNamespace, uiBundles).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <BrowserRouter>
      <Routes>
        <Route path="/*" element={<GalleryRoutes />} />
      </Routes>
    </BrowserRouter>,
  );
});
