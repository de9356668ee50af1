import { type KycIdType, type KycStatus, kycIdNumberPattern, kycIdTypes } from '@casino/contracts';
import { formatDateTime, useForm, useTranslation } from '@casino/platform';
import { Badge, Button, Card, Notice, SectionTitle, showToast, Text } from '@casino/ui/core';
import { QueryView } from '@casino/ui/display';
import { Form, FormError, Select, TextField } from '@casino/ui/forms';
import { SectionPage } from '@casino/ui/navigation';
import { useState } from 'react';
import { useKycStatus, useSubmitKyc, useUploadKycImage } from '../api/kyc';
import group from '../components/field-group.module.css';
import { ImagePicker, type PickedImage } from '../components/image-picker';
import { memberPaths } from '../member-paths';
import styles from './kyc-page.module.css';

/** IDs with nothing worth photographing on the back. */
const oneSidedIds = new Set<KycIdType>(['passport']);

/** `/member/profile/kyc`: the verification's state, and the form to submit or resubmit the ID. */
export default function KycPage() {
  const { t } = useTranslation('member');
  const status = useKycStatus();
  return (
    <SectionPage
      title={t('pages.kyc.title')}
      intro={t('pages.kyc.intro')}
      trail={[
        { label: t('pages.member.title'), href: memberPaths.member },
        { label: t('pages.profile.title'), href: memberPaths.profile },
      ]}
    >
      <QueryView errorNamespace="member" query={status} skeletonHeight={480}>
        {(data) => (
          <>
            <StatusCard status={data} />
            {data.status === 'none' || data.status === 'rejected' ? <KycForm /> : null}
          </>
        )}
      </QueryView>
    </SectionPage>
  );
}

function StatusCard({ status }: { status: KycStatus }) {
  const { t } = useTranslation('member');
  const tone = { none: 'neutral', submitted: 'primary', approved: 'success', rejected: 'danger' } as const;
  return (
    <Card as="section" aria-label={t('kyc.status')} className={styles.status}>
      <div className={styles.statusLine}>
        <SectionTitle as="h2">{t('kyc.status')}</SectionTitle>
        <Badge tone={tone[status.status]}>{t(`kyc.states.${status.status}`)}</Badge>
      </div>
      {status.idType ? (
        <Text tone="muted">
          {t('kyc.idSummary', {
            type: t(`kyc.idTypes.${status.idType}`),
            ending: status.idNumberEnding ?? '',
          })}
        </Text>
      ) : null}
      {status.status === 'submitted' && status.submittedAt ? (
        <Text>{t('kyc.underReview', { since: formatDateTime(status.submittedAt) })}</Text>
      ) : null}
      {status.status === 'approved' ? <Text>{t('kyc.approvedText')}</Text> : null}
      {status.status === 'rejected' ? (
        <Notice tone="danger">{t('kyc.rejectedBecause', { reason: status.reason ?? '' })}</Notice>
      ) : null}
      {status.status === 'none' ? (
        <Text>{status.withdrawalsNeedKyc ? t('kyc.neededForWithdrawals') : t('kyc.whyVerify')}</Text>
      ) : null}
    </Card>
  );
}

type Side = 'front' | 'back' | 'selfie';

function KycForm() {
  const { t } = useTranslation('member');
  const uploadImage = useUploadKycImage();
  const submit = useSubmitKyc();
  const [images, setImages] = useState<Record<Side, PickedImage | null>>({
    front: null,
    back: null,
    selfie: null,
  });
  const labels = { idType: t('kyc.idType'), idNumber: t('kyc.idNumber') };
  const form = useForm({
    initial: { idType: 'philsys', idNumber: '' },
    labels,
    namespace: 'member',
    check: ({ idNumber }) => ({
      idNumber: kycIdNumberPattern.test(idNumber.trim()) ? null : t('kyc.idNumberFormat'),
    }),
    submit: async ({ idType, idNumber }) => {
      if (!images.front || !images.selfie) return;
      await submit.mutateAsync({
        idType: idType as KycIdType,
        idNumber: idNumber.trim(),
        frontFileId: images.front.fileId,
        selfieFileId: images.selfie.fileId,
        ...(images.back && !oneSidedIds.has(idType as KycIdType) ? { backFileId: images.back.fileId } : {}),
      });
      showToast({ message: t('kyc.submitted'), tone: 'success' });
    },
  });
  const idType = form.values.idType as KycIdType;
  const picker = (side: Side, capture: 'user' | 'environment') => (
    <ImagePicker
      label={t(`kyc.sides.${side}`)}
      hint={t(`kyc.sideHints.${side}`)}
      capture={capture}
      picked={images[side]}
      onPicked={(image) => setImages((previous) => ({ ...previous, [side]: image }))}
      upload={async (file) => (await uploadImage.mutateAsync({ side, file })).fileId}
    />
  );
  const missingImages = !images.front || !images.selfie;
  return (
    <Form onSubmit={form.onSubmit}>
      <Select
        label={labels.idType}
        options={kycIdTypes.map((type) => ({ value: type, label: t(`kyc.idTypes.${type}`) }))}
        {...form.text('idType')}
      />
      <TextField
        label={labels.idNumber}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={32}
        hint={t('kyc.idNumberHint')}
        {...form.text('idNumber')}
      />
      <fieldset className={group.group}>
        <legend className={group.legend}>{t('kyc.photos')}</legend>
        <Text tone="muted" size="sm">
          {t('kyc.photoRules')}
        </Text>
        {picker('front', 'environment')}
        {oneSidedIds.has(idType) ? null : picker('back', 'environment')}
        {picker('selfie', 'user')}
      </fieldset>
      <FormError>{form.formError}</FormError>
      <Button type="submit" size="lg" fullWidth loading={form.pending} disabled={missingImages}>
        {missingImages ? t('kyc.addPhotos') : t('kyc.submit')}
      </Button>
      <Text tone="muted" size="sm">
        {t('kyc.privacy')}
      </Text>
    </Form>
  );
}
