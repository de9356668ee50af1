import type { GalleryPage } from '../gallery-page';
import { actionPages } from './actions';
import { dataPages } from './data';
import { feedbackPages } from './feedback';
import { formPages } from './forms';
import { foundationPages } from './foundations';
import { layoutPages } from './layout';
import { navigationPages } from './navigation';
import { overlayPages } from './overlays';
import { textPages } from './text';

/** Every demo page of the gallery. */
export const galleryPages: readonly GalleryPage[] = [
  ...foundationPages,
  ...layoutPages,
  ...textPages,
  ...actionPages,
  ...formPages,
  ...navigationPages,
  ...feedbackPages,
  ...overlayPages,
  ...dataPages,
];
