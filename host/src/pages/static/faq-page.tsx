import { Card, Page, Prose, SectionTitle, TextLink } from '@casino/ui/core';
import { Accordion, AccordionItem } from '@casino/ui/display';
import { useGoBack } from './use-go-back';
import { useStaticContent } from './use-static-content';

/** `/faq`: questions grouped by topic, each answer folded in a native, keyboard-accessible `<details>`. */
export default function FaqPage() {
  const goBack = useGoBack();
  const { common, faq } = useStaticContent();
  const { title, intro, groups, moreHelp } = faq;
  return (
    <Page title={title} onBack={goBack} backLabel={common.backLabel} lead={intro}>
      {groups.map((group) => (
        <Prose as="section" key={group.heading}>
          <SectionTitle>{group.heading}</SectionTitle>
          <Accordion>
            {group.entries.map((entry) => (
              <AccordionItem key={entry.question} title={entry.question}>
                {entry.answer}
              </AccordionItem>
            ))}
          </Accordion>
        </Prose>
      ))}
      <Card prose>
        <SectionTitle>{moreHelp.heading}</SectionTitle>
        <p>{moreHelp.text}</p>
        <TextLink to={moreHelp.link.href}>{moreHelp.link.label}</TextLink>
      </Card>
    </Page>
  );
}
