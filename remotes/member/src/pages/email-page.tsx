import type { MailRow } from '@casino/contracts';
import { formatDateTime, useTranslation } from '@casino/platform';
import { Badge, Button, Card, GiftIcon, showToast, Text } from '@casino/ui/core';
import { PagedList } from '@casino/ui/display';
import { SectionPage } from '@casino/ui/navigation';
import { Dialog } from '@casino/ui/overlays';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeleteMail } from '../api/del-mail';
import { useMailList } from '../api/get-mail3';
import { memberPaths } from '../member-paths';
import styles from './email-page.module.css';

/** `/email`: the inbox, newest first, 20 a page to 'No more'; unread and unclaimed mail stand out. */
export default function EmailPage() {
  const { t } = useTranslation('member');
  const mail = useMailList();
  const deleteMail = useDeleteMail();
  const [confirming, setConfirming] = useState(false);
  const hasRead =
    mail.data?.some((row) => row.read && (row.attachments.length === 0 || row.received)) ?? false;
  const deleteRead = () => {
    setConfirming(false);
    deleteMail.mutate(
      { allRead: true },
      {
        onSuccess: ({ deleted }) =>
          showToast({ message: t('inbox.deleted', { count: deleted }), tone: 'success' }),
        onError: () => showToast({ message: t('inbox.deleteFailed'), tone: 'danger' }),
      },
    );
  };
  return (
    <SectionPage title={t('pages.email.title')} intro={t('pages.email.intro')}>
      <PagedList
        rows={mail.data}
        query={mail}
        errorNamespace="member"
        emptyLabel={t('inbox.empty')}
        emptyIllustration="messages"
        skeletonHeight={84}
        getItemKey={(row) => row.id}
        renderItem={(row) => <MailCard mail={row} />}
      />
      {hasRead ? (
        <Button variant="ghost" fullWidth loading={deleteMail.isPending} onClick={() => setConfirming(true)}>
          {t('inbox.deleteRead')}
        </Button>
      ) : null}
      <Dialog
        open={confirming}
        title={t('inbox.deleteReadTitle')}
        message={t('inbox.deleteReadMessage')}
        confirmLabel={t('inbox.delete')}
        confirmVariant="danger"
        onConfirm={deleteRead}
        onCancel={() => setConfirming(false)}
      />
    </SectionPage>
  );
}

function MailCard({ mail }: { mail: MailRow }) {
  const { t } = useTranslation('member');
  const waiting = mail.attachments.length > 0 && !mail.received;
  return (
    <Link
      to={memberPaths.mail(mail.id)}
      className={styles.link}
      aria-label={[
        mail.title,
        mail.read ? t('inbox.read') : t('inbox.unread'),
        waiting ? t('inbox.gift') : '',
      ]
        .filter(Boolean)
        .join(', ')}
    >
      <Card as="article" className={mail.read ? styles.mail : `${styles.mail} ${styles.unread}`}>
        <span className={styles.icon} aria-hidden="true">
          <GiftIcon size={20} />
        </span>
        <span className={styles.text}>
          <span className={styles.title}>
            {mail.title}
            {mail.read ? null : <Badge label={t('inbox.unread')} />}
          </span>
          <Text as="span" tone="muted" size="sm" className={styles.preview}>
            {mail.preview}
          </Text>
          <Text as="time" tone="muted" size="sm" dateTime={mail.createTime}>
            {formatDateTime(mail.createTime)}
          </Text>
        </span>
        {waiting ? <Badge tone="primary">{t('inbox.gift')}</Badge> : null}
      </Card>
    </Link>
  );
}
