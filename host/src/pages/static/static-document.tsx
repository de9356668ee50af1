import { Card, Page, Prose, SectionTitle, TextLink } from '@casino/ui/core';
import type { ReactNode } from 'react';
import type { DocumentContent } from './content/content-types';
import { useGoBack } from './use-go-back';
import { useStaticContent } from './use-static-content';

export interface StaticDocumentProps {
  content: DocumentContent;
  /** Shown after the sections, before the related links (the About page's app versions). */
  children?: ReactNode;
}

/** A long-text page (about us, privacy, terms): title, introduction, headed sections, related links. */
export function StaticDocument({ content, children }: StaticDocumentProps) {
  const goBack = useGoBack();
  const { common } = useStaticContent();
  return (
    <Page title={content.title} onBack={goBack} backLabel={common.backLabel} lead={content.intro}>
      {content.sections.map((section) => (
        <Prose as="section" key={section.heading}>
          <SectionTitle>{section.heading}</SectionTitle>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </Prose>
      ))}
      {children}
      <Card as="nav" prose aria-label={content.related.heading}>
        <SectionTitle>{content.related.heading}</SectionTitle>
        <ul>
          {content.related.links.map((link) => (
            <li key={link.href}>
              <TextLink to={link.href}>{link.label}</TextLink>
            </li>
          ))}
        </ul>
      </Card>
    </Page>
  );
}
