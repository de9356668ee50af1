import type { FeedbackRow } from '@casino/contracts';
import { formatDateTime, useTranslation } from '@casino/platform';
import { Badge, Card, Text } from '@casino/ui/core';
import { PagedList } from '@casino/ui/display';
import { SectionPage } from '@casino/ui/navigation';
import { Link } from 'react-router-dom';
import { useFeedbackList } from '../api/feedback';
import { memberPaths } from '../member-paths';
import styles from './email-page.module.css';

/** `/feedback/record`: the player's messages, newest first, with the state of each reply. */
export default function FeedbackRecordPage() {
  const { t } = useTranslation('member');
  const feedback = useFeedbackList();
  return (
    <SectionPage
      title={t('pages.feedbackRecord.title')}
      intro={t('pages.feedbackRecord.intro')}
      trail={[{ label: t('pages.feedback.title'), href: memberPaths.feedback }]}
    >
      <PagedList
        rows={feedback.data}
        query={feedback}
        errorNamespace="member"
        emptyLabel={t('feedback.none')}
        skeletonHeight={84}
        getItemKey={(row) => row.id}
        renderItem={(row) => <FeedbackCard row={row} />}
      />
    </SectionPage>
  );
}

function FeedbackCard({ row }: { row: FeedbackRow }) {
  const { t } = useTranslation('member');
  const state = row.unreadReply
    ? t('feedback.newReply')
    : row.replied
      ? t('feedback.replied')
      : t('feedback.waiting');
  return (
    <Link
      to={memberPaths.feedbackDetail(row.id)}
      className={styles.link}
      aria-label={`${row.preview}, ${state}`}
    >
      <Card as="article" className={row.unreadReply ? `${styles.mail} ${styles.unread}` : styles.mail}>
        <span className={styles.text}>
          <span className={styles.preview}>{row.preview}</span>
          <Text as="time" tone="muted" size="sm" dateTime={row.createTime}>
            {formatDateTime(row.createTime)}
            {row.imageCount > 0 ? ` · ${t('feedback.imageCount', { count: row.imageCount })}` : ''}
          </Text>
        </span>
        <Badge tone={row.unreadReply ? 'primary' : row.replied ? 'success' : 'neutral'}>{state}</Badge>
      </Card>
    </Link>
  );
}
