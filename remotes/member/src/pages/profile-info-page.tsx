import type { UserOther } from '@casino/contracts';
import { useForm, useTranslation } from '@casino/platform';
import { Button, Notice, showToast } from '@casino/ui/core';
import { QueryView } from '@casino/ui/display';
import { Form, FormError, Select, TextField } from '@casino/ui/forms';
import { SectionPage } from '@casino/ui/navigation';
import { useUserDetails } from '../api/app-user-other';
import { useUpdateUserDetails } from '../api/update-app-user-other';
import { memberPaths } from '../member-paths';

/** Players younger than this may not play (spec 2's notice; the API refuses a later birth date). */
const minimumAge = 21;
const sourcesOfFunds = ['salary', 'business', 'savings', 'pension', 'remittance', 'other'] as const;

/** The latest birth date of a player old enough today, as the date input's `max`. */
function latestAdultBirthDate(today = new Date()): string {
  const adult = new Date(
    Date.UTC(today.getUTCFullYear() - minimumAge, today.getUTCMonth(), today.getUTCDate()),
  );
  return adult.toISOString().slice(0, 10);
}

type DetailField = keyof UserOther;
const textFields = ['realName', 'email', 'nationality', 'address', 'city', 'occupation'] as const;

/** `/member/profile/info`: the details a Philippine-licensed operator keeps (`appUserOther`). */
export default function ProfileInfoPage() {
  const { t } = useTranslation('member');
  const details = useUserDetails();
  return (
    <SectionPage
      title={t('pages.profileInfo.title')}
      intro={t('pages.profileInfo.intro')}
      trail={[
        { label: t('pages.member.title'), href: memberPaths.member },
        { label: t('pages.profile.title'), href: memberPaths.profile },
      ]}
    >
      <QueryView errorNamespace="member" query={details} skeletonHeight={720}>
        {(data) => <DetailsForm details={data} />}
      </QueryView>
    </SectionPage>
  );
}

function DetailsForm({ details }: { details: UserOther }) {
  const { t } = useTranslation('member');
  const save = useUpdateUserDetails();
  const labels = Object.fromEntries(
    (Object.keys(details) as DetailField[]).map((field) => [field, t(`details.${field}`)]),
  ) as Record<DetailField, string>;
  const latestBirthDate = latestAdultBirthDate();
  // A value saved before the list existed stays choosable as it was written.
  const saved = details.sourceOfFunds;
  const sourceOptions = [
    ...(saved && !(sourcesOfFunds as readonly string[]).includes(saved)
      ? [{ value: saved, label: saved }]
      : []),
    ...sourcesOfFunds.map((source) => ({ value: source, label: t(`details.sources.${source}`) })),
  ];
  const form = useForm({
    initial: Object.fromEntries(
      (Object.keys(details) as DetailField[]).map((field) => [field, details[field] ?? '']),
    ) as Record<DetailField, string>,
    labels,
    namespace: 'member',
    check: (values) => ({
      birthDate:
        values.birthDate && values.birthDate > latestBirthDate
          ? t('details.tooYoung', { age: minimumAge })
          : null,
      email: values.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email) ? t('details.badEmail') : null,
    }),
    submit: async (values) => {
      // Only what the player filled in is sent: an empty field is left as it was.
      const changes = Object.fromEntries(
        Object.entries(values)
          .map(([field, value]) => [field, value.trim()])
          .filter(([, value]) => value !== ''),
      );
      await save.mutateAsync(changes);
      showToast({ message: t('details.saved'), tone: 'success' });
    },
  });
  return (
    <Form onSubmit={form.onSubmit}>
      <Notice tone="info">{t('details.why')}</Notice>
      <TextField label={labels.realName} autoComplete="name" maxLength={128} {...form.text('realName')} />
      <TextField
        label={labels.birthDate}
        type="date"
        min="1900-01-01"
        max={latestBirthDate}
        hint={t('details.ageHint', { age: minimumAge })}
        {...form.text('birthDate')}
      />
      {textFields
        .filter((field) => field !== 'realName')
        .map((field) => (
          <TextField
            key={field}
            label={labels[field]}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={autoCompleteOf[field]}
            maxLength={field === 'address' ? 256 : 128}
            {...form.text(field)}
          />
        ))}
      <Select
        label={labels.sourceOfFunds}
        placeholder={t('details.choose')}
        options={sourceOptions}
        {...form.text('sourceOfFunds')}
      />
      <FormError>{form.formError}</FormError>
      <Button type="submit" size="lg" fullWidth loading={form.pending}>
        {t('details.save')}
      </Button>
    </Form>
  );
}

const autoCompleteOf: Record<(typeof textFields)[number], string> = {
  realName: 'name',
  email: 'email',
  nationality: 'country-name',
  address: 'street-address',
  city: 'address-level2',
  occupation: 'organization-title',
};
