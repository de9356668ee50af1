import { Button, Card, Prose, SectionTitle, Text, TextLink, VisuallyHidden } from '../../src';
import { Demo } from '../demo';
import type { GalleryPage } from '../gallery-page';

function TextDemos() {
  return (
    <>
      <Demo title="Tones">
        <Text>Default: the main text colour.</Text>
        <Text tone="muted">Muted: hints and details under a title.</Text>
        <Text tone="primary">Primary: amounts and highlights.</Text>
        <Text tone="success">Success: +250.00 credited.</Text>
        <Text tone="danger">Danger: the withdrawal failed.</Text>
      </Demo>
      <Demo title="Sizes and weights">
        <Text size="xs">Extra small, 12 px</Text>
        <Text size="sm">Small, 14 px</Text>
        <Text size="md" weight="semibold">
          Medium, 16 px, semibold
        </Text>
        <Text size="lg" weight="bold">
          Large, 18 px, bold
        </Text>
      </Demo>
      <Demo title="Numbers" note="Tabular digits keep changing amounts the same width.">
        <Text numeric weight="bold" tone="primary" size="lg">
          1,111.11
        </Text>
        <Text numeric weight="bold" tone="primary" size="lg">
          8,888.88
        </Text>
      </Demo>
      <Demo title="Elements" note="`as` picks the element: p (default), span, div, strong, small, time.">
        <Text as="time" dateTime="2026-11-23T10:00:00Z" tone="muted" size="sm">
          23 Nov 2026, 18:00
        </Text>
        <Text align="center">Centred text</Text>
      </Demo>
    </>
  );
}

function SectionTitleDemos() {
  return (
    <>
      <Demo title="Levels" note="h2 by default; h3 or h4 below it; legend to title a fieldset.">
        <SectionTitle>Hot games</SectionTitle>
        <SectionTitle as="h3">Recently played</SectionTitle>
      </Demo>
      <Demo title="With something beside it">
        <SectionTitle trailing={<TextLink to="/game/search">See all</TextLink>}>Slots</SectionTitle>
      </Demo>
    </>
  );
}

function ProseDemos() {
  return (
    <Demo title="Long-form text" note="Rules, terms, FAQ answers: spaced paragraphs and lists.">
      <Card as="div">
        <Prose>
          <SectionTitle as="h3">Daily sign-in rules</SectionTitle>
          <p>Sign in every day to collect a reward. Missing a day starts the week again.</p>
          <ul>
            <li>Days 1 to 6: 5.00 each.</li>
            <li>Day 7: a free spin on the lucky wheel.</li>
          </ul>
          <p>
            Rewards are credited at once. See the <TextLink to="/terms-of-use">terms of use</TextLink>.
          </p>
        </Prose>
      </Card>
    </Demo>
  );
}

function VisuallyHiddenDemos() {
  return (
    <Demo
      title="Read, not shown"
      note="The button shows 'Claim'; a screen reader hears 'Claim daily bonus'. Use it to complete a name the layout makes obvious."
    >
      <Button variant="secondary">
        Claim <VisuallyHidden>daily bonus</VisuallyHidden>
      </Button>
    </Demo>
  );
}

export const textPages: GalleryPage[] = [
  {
    id: 'text',
    title: 'Text',
    group: 'Text',
    summary: 'Running text in the theme’s tones and sizes.',
    Demos: TextDemos,
  },
  {
    id: 'section-title',
    title: 'SectionTitle',
    group: 'Text',
    summary: 'The title of a section, with an optional link or control beside it.',
    Demos: SectionTitleDemos,
  },
  {
    id: 'prose',
    title: 'Prose',
    group: 'Text',
    summary: 'Long-form text: rules, terms, answers.',
    Demos: ProseDemos,
  },
  {
    id: 'visually-hidden',
    title: 'VisuallyHidden',
    group: 'Text',
    summary: 'Text for screen readers only.',
    Demos: VisuallyHiddenDemos,
  },
];
