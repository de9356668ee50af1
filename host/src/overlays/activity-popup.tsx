import { type ActivityEntry, activityClickTypes, activityTypeIds, appPaths } from '@casino/contracts';
import {
  isLoggedIn,
  navigation,
  type RemoteOverlayProps,
  useActivities,
  useSession,
  useTranslation,
} from '@casino/platform';
import { Button } from '@casino/ui/core';
import { Modal } from '@casino/ui/overlays';
import { useEffect } from 'react';
import type { commonEnUs } from '../i18n/en-us';
import { safeImageUrl } from '../theme/theme-values';
import styles from './activity-popup.module.css';

const textKeys: Partial<Record<number, keyof (typeof commonEnUs)['activityPopup']['text']>> = {
  [activityTypeIds.FirstDepositTips]: 'firstDepositTips',
  [activityTypeIds.FirstDeposit]: 'firstDeposit',
  [activityTypeIds.InviteUserSpin]: 'spin',
  [activityTypeIds.FreeSign]: 'signIn',
  [activityTypeIds.Download]: 'download',
  [activityTypeIds.Notice]: 'notice',
};

function activityTypeIdOf(payload: unknown): number | null {
  const value = (payload as { activityTypeId?: unknown } | null | undefined)?.activityTypeId;
  return Number.isInteger(value) ? (value as number) : null;
}

/** What tapping the activity does (spec 4: logged out and unloginShowStatus 0 goes to login). */
function follow(activity: ActivityEntry, loggedIn: boolean): void {
  if (!loggedIn && activity.unloginShowStatus === 0) {
    navigation.navigate(appPaths.login());
    return;
  }
  if (activity.clickType === activityClickTypes.openPath && activity.clickAction.startsWith('/')) {
    navigation.navigate(activity.clickAction);
  } else if (
    activity.clickType === activityClickTypes.openExternalUrl &&
    /^https?:\/\//.test(activity.clickAction)
  ) {
    window.open(activity.clickAction, '_blank', 'noopener');
  } else if (activity.clickType === activityClickTypes.startGame && /^\d+$/.test(activity.clickAction)) {
    navigation.navigate(`/game/start?gameId=${activity.clickAction}`);
  }
}

/** The host's start-up popup for an activity no remote offers its own popup for. */
export default function ActivityPopup({ payload, close }: RemoteOverlayProps) {
  const { t } = useTranslation();
  const typeId = activityTypeIdOf(payload);
  const activity = useActivities((state) => (typeId === null ? undefined : state.activityMap[typeId]));
  const loggedIn = useSession(isLoggedIn);
  useEffect(() => {
    if (!activity) close();
  }, [activity, close]);
  if (!activity) return null;
  const image = activity.themeUrl ? safeImageUrl(activity.themeUrl) : null;
  const actionable = activity.clickType !== activityClickTypes.none;
  const needsLogin = !loggedIn && activity.unloginShowStatus === 0;
  return (
    <Modal
      open
      title={activity.name}
      onClose={close}
      closeLabel={t('activityPopup.close')}
      footer={
        actionable ? (
          <Button
            onClick={() => {
              close();
              follow(activity, loggedIn);
            }}
          >
            {needsLogin ? t('activityPopup.logInToJoin') : t('activityPopup.open')}
          </Button>
        ) : undefined
      }
    >
      {image ? <img className={styles.image} src={image} alt="" width={320} height={180} /> : null}
      <p>{t(`activityPopup.text.${textKeys[activity.typeId] ?? 'other'}`)}</p>
    </Modal>
  );
}
