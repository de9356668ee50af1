import type { UserInfo } from '@casino/contracts';
import {
  lengthError,
  useAppConfig,
  useForm,
  useLengthLimit,
  useSession,
  useTranslation,
} from '@casino/platform';
import {
  Badge,
  Button,
  Card,
  List,
  ListItem,
  ListLink,
  SectionTitle,
  showToast,
  TextLink,
} from '@casino/ui/core';
import { Avatar } from '@casino/ui/display';
import { ChoiceGroup, Form, FormError, TextField } from '@casino/ui/forms';
import { SectionPage } from '@casino/ui/navigation';
import { useState } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import { memberPaths } from '../member-paths';
import styles from './profile-page.module.css';

/** Stock avatars are the app config's generic images whose key starts with `avatar` (as the API checks). */
const stockAvatarKeyPrefix = 'avatar';

/** `/member/profile`: nickname and avatar, the details and verification, and what is bound to the account. */
export default function ProfilePage() {
  const { t } = useTranslation('member');
  const user = useSession((session) => session.user);
  if (!user) return null;
  return (
    <SectionPage
      title={t('pages.profile.title')}
      intro={t('pages.profile.intro')}
      trail={[{ label: t('pages.member.title'), href: memberPaths.member }]}
    >
      <AvatarPicker user={user} />
      <NicknameForm key={user.nickname} nickname={user.nickname} />
      <List aria-label={t('profile.more')}>
        <ListLink
          to={memberPaths.profileInfo}
          description={user.hasUserOther ? t('profile.detailsGiven') : t('profile.detailsMissing')}
        >
          {t('pages.profileInfo.title')}
        </ListLink>
        <ListLink to={memberPaths.kyc} description={user.hasKyc ? t('verified') : t('notVerified')}>
          {t('pages.kyc.title')}
        </ListLink>
      </List>
      <Bindings user={user} />
    </SectionPage>
  );
}

function AvatarPicker({ user }: { user: UserInfo }) {
  const { t } = useTranslation('member');
  const images = useAppConfig((config) => config.appGenericImgList);
  const stock = (images ?? []).filter(
    (image) => image.uniqueKey.startsWith(stockAvatarKeyPrefix) && image.img,
  );
  const updateProfile = useUpdateProfile();
  const [chosen, setChosen] = useState(user.avatar);
  const name = user.nickname || user.account;
  const save = () =>
    updateProfile.mutate(
      { avatar: chosen },
      { onSuccess: () => showToast({ message: t('profile.avatarSaved'), tone: 'success' }) },
    );
  return (
    <Card as="section" aria-labelledby="avatar-title" className={styles.avatarCard}>
      <div className={styles.current}>
        <Avatar name={name} src={user.avatarOther ?? chosen} size="xl" decorative />
        <SectionTitle as="h2" id="avatar-title">
          {t('profile.avatar')}
        </SectionTitle>
      </div>
      {stock.length > 0 ? (
        <ChoiceGroup
          legend={t('profile.chooseAvatar')}
          legendHidden
          columns={4}
          value={chosen}
          onChange={setChosen}
          options={stock.map((image, index) => ({
            value: image.img,
            label: (
              <img
                src={image.img}
                alt={t('profile.avatarOption', { number: index + 1 })}
                width={48}
                height={48}
                className={styles.avatarOption}
              />
            ),
          }))}
        />
      ) : null}
      <FormError>{updateProfile.error ? t('profile.avatarFailed') : null}</FormError>
      <Button
        variant="secondary"
        fullWidth
        loading={updateProfile.isPending}
        disabled={chosen === user.avatar}
        onClick={save}
      >
        {t('profile.saveAvatar')}
      </Button>
    </Card>
  );
}

function NicknameForm({ nickname }: { nickname: string }) {
  const { t } = useTranslation('member');
  const limit = useLengthLimit('username');
  const updateProfile = useUpdateProfile();
  const labels = { nickname: t('profile.nickname') };
  const form = useForm({
    initial: { nickname },
    labels,
    namespace: 'member',
    check: (values) => ({ nickname: lengthError(t, labels.nickname, values.nickname.trim(), limit) }),
    submit: async (values) => {
      await updateProfile.mutateAsync({ nickname: values.nickname.trim() });
      showToast({ message: t('profile.nicknameSaved'), tone: 'success' });
    },
  });
  return (
    <Card as="section" aria-label={t('profile.nickname')}>
      <Form onSubmit={form.onSubmit}>
        <TextField
          label={labels.nickname}
          maxLength={limit.max}
          autoComplete="nickname"
          {...form.text('nickname')}
        />
        <FormError>{form.formError}</FormError>
        <Button
          type="submit"
          fullWidth
          loading={form.pending}
          disabled={form.values.nickname.trim() === nickname}
        >
          {t('profile.saveNickname')}
        </Button>
      </Form>
    </Card>
  );
}

/** The phone number and social accounts bound to the account, each with the way to bind it. */
function Bindings({ user }: { user: UserInfo }) {
  const { t } = useTranslation('member');
  const rows = [
    { key: 'mobile', label: t('profile.phone'), bound: user.mobile },
    { key: 'google', label: 'Google', bound: user.googleName ?? user.googleAccount },
    { key: 'facebook', label: 'Facebook', bound: user.facebookName ?? user.facebookAccount },
    { key: 'line', label: 'LINE', bound: user.lineName ?? user.lineAccount },
  ];
  return (
    <section aria-labelledby="bindings-title" className={styles.bindings}>
      <SectionTitle as="h2" id="bindings-title">
        {t('profile.bindings')}
      </SectionTitle>
      <List aria-label={t('profile.bindings')}>
        {rows.map((row) => (
          <ListItem
            key={row.key}
            description={row.bound ?? t('profile.notBound')}
            trailing={
              row.bound ? (
                <Badge tone="success">{t('profile.bound')}</Badge>
              ) : (
                <TextLink to="/auth/bind" standalone aria-label={t('profile.bindThis', { what: row.label })}>
                  {t('profile.bind')}
                </TextLink>
              )
            }
          >
            {row.label}
          </ListItem>
        ))}
      </List>
    </section>
  );
}
