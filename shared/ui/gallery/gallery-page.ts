import type { ComponentType } from 'react';

/** The groups of the gallery's index, in order. */
export const galleryGroups = [
  'Foundations',
  'Layout',
  'Text',
  'Actions',
  'Forms',
  'Navigation',
  'Feedback',
  'Overlays',
  'Data',
] as const;

export type GalleryGroup = (typeof galleryGroups)[number];

/** One demo page of the gallery: one component (or one closely knit pair), every variant and state. */
export interface GalleryPage {
  /** The page's path segment, e.g. 'button' for `/button`. */
  id: string;
  title: string;
  group: GalleryGroup;
  /** One sentence: what the component is for. */
  summary: string;
  /** The demos. Rendered inside the gallery's `Page`, which gives the title and summary. */
  Demos: ComponentType;
}
