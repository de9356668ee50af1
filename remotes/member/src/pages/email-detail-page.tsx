import { depositCouponTerms, type PropAward, propIdRanges } from '@casino/contracts';
import { formatDateTime, formatMoney, type Translation, useTranslation } from '@casino/platform';
import {
  Button,
  ButtonLink,
  Card,
  EmptyState,
  GiftIcon,
  List,
  ListItem,
  Notice,
  showToast,
  Text,
} from '@casino/ui/core';
import { EmptyIllustration, QueryView } from '@casino/ui/display';
import { SectionPage } from '@casino/ui/navigation';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDeleteMail } from '../api/del-mail';
import { useMailDetail } from '../api/get-mail-detail';
import { useReceiveMail } from '../api/receive-mail';
import { memberPaths } from '../member-paths';
import styles from './email-detail-page.module.css';

type MemberText = Translation<'member'>['t'];

/** One attachment as the player reads it: coin as money, a deposit coupon by what it pays. */
function attachmentText(t: MemberText, award: PropAward): string {
  if (award.propId === propIdRanges.coin.min) return t('mail.coin', { amount: formatMoney(award.count) });
  if (award.propId === propIdRanges.points.min) return t('mail.points', { count: award.count });
  const coupon = depositCouponTerms(award.propId);
  if (coupon) {
    return t(`mail.${coupon.kind}`, {
      percent: coupon.percent ?? 0,
      amount: formatMoney(coupon.amount ?? 0),
      count: award.count,
    });
  }
  return t('mail.other', { count: award.count });
}

/** `/email/detail?id=`: one mail in full; opening it marks it read; its attachments are received once. */
export default function EmailDetailPage() {
  const { t } = useTranslation('member');
  const id = Number(new URLSearchParams(useLocation().search).get('id')) || 0;
  const mail = useMailDetail(id);
  const trail = [{ label: t('pages.email.title'), href: memberPaths.inbox }];
  if (id === 0) {
    return (
      <SectionPage title={t('pages.emailDetail.title')} trail={trail}>
        <EmptyState
          title={t('mail.notFound')}
          icon={<EmptyIllustration kind="messages" />}
          action={<ButtonLink to={memberPaths.inbox}>{t('pages.email.title')}</ButtonLink>}
        />
      </SectionPage>
    );
  }
  return (
    <SectionPage title={mail.data?.title ?? t('pages.emailDetail.title')} trail={trail}>
      <QueryView errorNamespace="member" query={mail} skeletonHeight={320}>
        {(data) => <MailBody mail={data} />}
      </QueryView>
    </SectionPage>
  );
}

function MailBody({ mail }: { mail: NonNullable<ReturnType<typeof useMailDetail>['data']> }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const receive = useReceiveMail();
  const deleteMail = useDeleteMail();
  const waiting = mail.attachments.length > 0 && !mail.received;
  const remove = () =>
    deleteMail.mutate(
      { id: mail.id },
      {
        onSuccess: () => {
          showToast({ message: t('inbox.deleted', { count: 1 }), tone: 'success' });
          navigate(memberPaths.inbox, { replace: true });
        },
        onError: () => showToast({ message: t('inbox.deleteFailed'), tone: 'danger' }),
      },
    );
  return (
    <>
      <Card as="article" className={styles.mail}>
        <Text as="time" tone="muted" size="sm" dateTime={mail.createTime}>
          {formatDateTime(mail.createTime)}
        </Text>
        <p className={styles.body}>{mail.body}</p>
      </Card>
      {mail.attachments.length > 0 ? (
        <section aria-labelledby="attachments-title" className={styles.attachments}>
          <h2 id="attachments-title" className={styles.heading}>
            {t('mail.attachments')}
          </h2>
          <List aria-labelledby="attachments-title">
            {mail.attachments.map((award) => (
              <ListItem key={award.propId} icon={<GiftIcon />}>
                {attachmentText(t, award)}
              </ListItem>
            ))}
          </List>
          {waiting ? (
            <Button
              size="lg"
              fullWidth
              loading={receive.isPending}
              onClick={() => receive.mutate({ id: mail.id })}
            >
              {t('mail.receive')}
            </Button>
          ) : (
            <Notice tone="success">{t('mail.received')}</Notice>
          )}
        </section>
      ) : null}
      <Button variant="ghost" fullWidth loading={deleteMail.isPending} disabled={waiting} onClick={remove}>
        {waiting ? t('mail.receiveFirst') : t('inbox.delete')}
      </Button>
    </>
  );
}
