import { formatDateTime, useTranslation } from '@casino/platform';
import { Card, Notice, SectionTitle, Text } from '@casino/ui/core';
import { QueryView } from '@casino/ui/display';
import { SectionPage } from '@casino/ui/navigation';
import { useLocation } from 'react-router-dom';
import { useFeedbackDetail } from '../api/feedback';
import { memberPaths } from '../member-paths';
import styles from './email-detail-page.module.css';

/** `/feedback/record/:id`: one message and the operator's reply (opening it marks the reply read). */
export default function FeedbackDetailPage() {
  const { t } = useTranslation('member');
  // Remote pages render under the host's catch-all route: the id is read from the location.
  const id = Number(/^\/feedback\/record\/(\d+)$/.exec(useLocation().pathname)?.[1]);
  const detail = useFeedbackDetail(id);
  return (
    <SectionPage
      title={t('pages.feedbackRecordDetail.title')}
      trail={[
        { label: t('pages.feedback.title'), href: memberPaths.feedback },
        { label: t('pages.feedbackRecord.title'), href: memberPaths.feedbackRecord },
      ]}
    >
      <QueryView errorNamespace="member" query={detail} skeletonHeight={280}>
        {(data) => (
          <>
            <Card as="article" aria-label={t('feedback.yourMessage')} className={styles.mail}>
              <Text as="time" tone="muted" size="sm" dateTime={data.createTime}>
                {formatDateTime(data.createTime)}
                {data.imageCount > 0 ? ` · ${t('feedback.imageCount', { count: data.imageCount })}` : ''}
              </Text>
              <p className={styles.body}>{data.message}</p>
            </Card>
            {data.reply ? (
              <Card as="section" aria-label={t('feedback.ourReply')} className={styles.mail}>
                <SectionTitle as="h2">{t('feedback.ourReply')}</SectionTitle>
                {data.replyTime ? (
                  <Text as="time" tone="muted" size="sm" dateTime={data.replyTime}>
                    {formatDateTime(data.replyTime)}
                  </Text>
                ) : null}
                <p className={styles.body}>{data.reply}</p>
              </Card>
            ) : (
              <Notice tone="info">{t('feedback.replySoon')}</Notice>
            )}
          </>
        )}
      </QueryView>
    </SectionPage>
  );
}
