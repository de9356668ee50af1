// The design system's gallery as a plain module: a dev server mounts `GalleryRoutes` under any
// path (`<Route path="/ui/*" element={<GalleryRoutes />} />`) inside its router, with the `ui`
// namespace registered; `main.tsx` is the stand-alone app (`pnpm --filter @casino/ui gallery`).
export { type GalleryGroup, type GalleryPage, galleryGroups } from './gallery-page';
export { GalleryRoutes } from './gallery-routes';
export { galleryPages } from './pages';
