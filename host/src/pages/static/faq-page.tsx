import { PageHeader } from '@casino/ui';
import { Link } from 'react-router-dom';
import { useGoBack } from './use-go-back';
import { useStaticContent } from './use-static-content';

/** `/faq`: questions grouped by topic, each answer folded in a native, keyboard-accessible `<details>`. */
export default function FaqPage() {
  const goBack = useGoBack();
  const { common, faq } = useStaticContent();
  const { title, intro, groups, moreHelp } = faq;
  return (
    <main className="ui-page">
      <PageHeader title={title} onBack={goBack} backLabel={common.backLabel} />
      <p className="ui-page__lead">{intro}</p>
      {groups.map((group) => (
        <section key={group.heading} className="ui-prose">
          <h2 className="ui-section-title">{group.heading}</h2>
          <div className="ui-accordion">
            {group.entries.map((entry) => (
              <details key={entry.question} className="ui-accordion__item">
                <summary className="ui-accordion__question">{entry.question}</summary>
                <p className="ui-accordion__answer">{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
      <section className="ui-card ui-prose">
        <h2 className="ui-section-title">{moreHelp.heading}</h2>
        <p>{moreHelp.text}</p>
        <Link to={moreHelp.link.href} className="ui-link">
          {moreHelp.link.label}
        </Link>
      </section>
    </main>
  );
}
