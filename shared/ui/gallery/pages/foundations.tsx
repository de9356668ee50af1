import type { ComponentType, CSSProperties } from 'react';
import * as designSystem from '../../src';
import { GiftIcon, Text, TrophyIcon } from '../../src';
import { Demo } from '../demo';
import styles from '../gallery.module.css';
import type { GalleryPage } from '../gallery-page';

const colours = [
  'bg',
  'surface',
  'surface-raised',
  'border',
  'primary',
  'primary-strong',
  'on-primary',
  'text',
  'text-muted',
  'success',
  'warning',
  'danger',
];
const fontSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'];
const spaces = [1, 2, 3, 4, 5, 6, 8];
const radii = ['sm', 'md', 'lg', 'xl', 'full'];

function ThemeDemos() {
  return (
    <>
      <Demo
        title="Colours"
        note="Custom properties on :root; the server theme (spec 5) overrides any of them at start-up."
      >
        <div className={styles.swatches}>
          {colours.map((name) => (
            <div key={name} className={styles.swatch}>
              <span className={styles.swatchColor} style={{ background: `var(--color-${name})` }} />
              <code className={styles.swatchName}>--color-{name}</code>
            </div>
          ))}
        </div>
      </Demo>
      <Demo title="Type scale" note="System fonts; 16 px inputs so iOS never zooms into a field.">
        {fontSizes.map((size) => (
          <div key={size} className={styles.scaleRow}>
            <code>--font-size-{size}</code>
            <span style={{ fontSize: `var(--font-size-${size})`, fontWeight: 700 }}>Royal jackpot</span>
          </div>
        ))}
      </Demo>
      <Demo title="Spacing" note="A 4 px grid: pages pad 16, stacks gap 12 to 16.">
        {spaces.map((space) => (
          <div key={space} className={styles.scaleRow}>
            <code>--space-{space}</code>
            <span className={styles.spaceBar} style={{ width: `var(--space-${space})` }} />
          </div>
        ))}
      </Demo>
      <Demo title="Radii" row>
        {radii.map((radius) => (
          <div key={radius} className={styles.swatch}>
            <span
              className={styles.swatchColor}
              style={
                {
                  background: 'var(--color-surface-raised)',
                  borderRadius: `var(--radius-${radius})`,
                } as CSSProperties
              }
            />
            <code>{radius}</code>
          </div>
        ))}
      </Demo>
      <Demo title="Touch targets">
        <Text tone="muted" size="sm">
          Every control is at least 44 x 44 px (--touch-target); buttons are 48 px tall, 56 px when large.
        </Text>
      </Demo>
    </>
  );
}

/** Every icon the design system exports, so a new one shows up here by itself. */
const icons = Object.entries(designSystem).filter(([name]) => name.endsWith('Icon')) as [
  string,
  ComponentType<designSystem.IconProps>,
][];

function IconDemos() {
  return (
    <>
      <Demo title="Every icon" note="Decorative (aria-hidden): the control that holds one carries the name.">
        <div className={styles.swatches}>
          {icons.map(([name, Icon]) => (
            <div key={name} className={styles.swatch}>
              <Icon />
              <code className={styles.swatchName}>{name}</code>
            </div>
          ))}
        </div>
      </Demo>
      <Demo title="Sizes and colour" note="`size` in px; the colour is the text colour around it." row>
        <GiftIcon size={16} />
        <GiftIcon />
        <GiftIcon size={32} />
        <span style={{ color: 'var(--color-primary)' }}>
          <TrophyIcon size={32} />
        </span>
      </Demo>
    </>
  );
}

export const foundationPages: GalleryPage[] = [
  {
    id: 'theme',
    title: 'Theme',
    group: 'Foundations',
    summary: 'The variables every component is drawn with: colours, type, spacing, radii.',
    Demos: ThemeDemos,
  },
  {
    id: 'icons',
    title: 'Icons',
    group: 'Foundations',
    summary: 'Line icons on a 24 px grid, drawn in the current text colour.',
    Demos: IconDemos,
  },
];
