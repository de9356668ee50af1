import { PageHeader } from '@casino/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
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
    <main className="ui-page">
      <PageHeader title={content.title} onBack={goBack} backLabel={common.backLabel} />
      <p className="ui-page__lead">{content.intro}</p>
      {content.sections.map((section) => (
        <section key={section.heading} className="ui-prose">
          <h2 className="ui-section-title">{section.heading}</h2>
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
        </section>
      ))}
      {children}
      <nav aria-label={content.related.heading} className="ui-card ui-prose">
        <h2 className="ui-section-title">{content.related.heading}</h2>
        <ul>
          {content.related.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="ui-link">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
