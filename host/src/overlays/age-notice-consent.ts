const acceptedKey = 'age_notice_accepted';

/** Whether this device accepted the age and regulatory notice (once per device, spec 2). */
export const ageNoticeAccepted = {
  read(): boolean {
    try {
      return localStorage.getItem(acceptedKey) !== null;
    } catch {
      return false;
    }
  },
  write(): void {
    try {
      localStorage.setItem(acceptedKey, new Date().toISOString());
    } catch {
      // Without storage the notice shows again next time: the safe side of a regulatory notice.
    }
  },
};
