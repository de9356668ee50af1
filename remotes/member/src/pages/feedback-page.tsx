import { appPaths } from '@casino/contracts';
import { isLoggedIn, useAppConfig, useForm, useSession, useTranslation } from '@casino/platform';
import { Button, ButtonLink, EmptyState, showToast, Text } from '@casino/ui/core';
import { Form, FormError, TextArea } from '@casino/ui/forms';
import { SectionPage } from '@casino/ui/navigation';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSendFeedback, useUploadFeedbackImage } from '../api/feedback';
import group from '../components/field-group.module.css';
import { ImagePicker, type PickedImage } from '../components/image-picker';
import { memberPaths } from '../member-paths';

const messageLimits = { min: 5, max: 1000 };

/** `/feedback`: a message to the operator with up to `feedbackConfig.imagesLimit` pictures. */
export default function FeedbackPage() {
  const { t } = useTranslation('member');
  const loggedIn = useSession(isLoggedIn);
  return (
    <SectionPage title={t('pages.feedback.title')} intro={t('pages.feedback.intro')}>
      {loggedIn ? (
        <>
          <FeedbackForm />
          <ButtonLink to={memberPaths.feedbackRecord} variant="secondary" fullWidth>
            {t('pages.feedbackRecord.title')}
          </ButtonLink>
        </>
      ) : (
        <EmptyState
          title={t('feedback.signInFirst')}
          action={
            <ButtonLink to={appPaths.login({ redirect: memberPaths.feedback })}>
              {t('feedback.signIn')}
            </ButtonLink>
          }
        />
      )}
    </SectionPage>
  );
}

function FeedbackForm() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const imagesLimit = useAppConfig((config) => config.feedbackConfig?.imagesLimit) ?? 0;
  const uploadImage = useUploadFeedbackImage();
  const send = useSendFeedback();
  // One slot per picture taken, and one empty slot while the limit allows another.
  const [images, setImages] = useState<PickedImage[]>([]);
  const labels = { message: t('feedback.message') };
  const form = useForm({
    initial: { message: '' },
    labels,
    namespace: 'member',
    check: ({ message }) => ({
      message:
        message.trim().length < messageLimits.min ? t('feedback.tooShort', { min: messageLimits.min }) : null,
    }),
    submit: async ({ message }) => {
      await send.mutateAsync({ message: message.trim(), imageFileIds: images.map((image) => image.fileId) });
      showToast({ message: t('feedback.sent'), tone: 'success' });
      navigate(memberPaths.feedbackRecord);
    },
  });
  return (
    <Form onSubmit={form.onSubmit}>
      <TextArea label={labels.message} rows={5} maxLength={messageLimits.max} {...form.text('message')} />
      {imagesLimit > 0 ? (
        <fieldset className={group.group}>
          <legend>
            <Text as="span" weight="semibold">
              {t('feedback.pictures', { count: images.length, max: imagesLimit })}
            </Text>
          </legend>
          {images.map((image, index) => (
            <ImagePicker
              key={image.fileId}
              label={t('feedback.picture', { number: index + 1 })}
              picked={image}
              onPicked={(next) =>
                setImages((previous) =>
                  next
                    ? previous.map((old) => (old === image ? next : old))
                    : previous.filter((old) => old !== image),
                )
              }
              upload={async (file) => (await uploadImage.mutateAsync(file)).fileId}
            />
          ))}
          {images.length < imagesLimit ? (
            <ImagePicker
              key={`next-${images.length}`}
              label={t('feedback.addPicture')}
              hint={t('feedback.pictureHint')}
              picked={null}
              onPicked={(next) => (next ? setImages((previous) => [...previous, next]) : undefined)}
              upload={async (file) => (await uploadImage.mutateAsync(file)).fileId}
            />
          ) : null}
        </fieldset>
      ) : null}
      <FormError>{form.formError}</FormError>
      <Button type="submit" size="lg" fullWidth loading={form.pending}>
        {t('feedback.send')}
      </Button>
    </Form>
  );
}
