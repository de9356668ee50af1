import { useSession } from '@casino/platform';

/** The player's invite code and the registration link that carries it. */
export function useInviteLink(): { inviteCode: string | null; link: string | null } {
  const inviteCode = useSession((session) => session.extras?.inviteCode ?? null);
  const link = inviteCode
    ? `${window.location.origin}/auth/register?inviteCode=${encodeURIComponent(inviteCode)}`
    : null;
  return { inviteCode, link };
}
