import { useAppConfig } from '@casino/platform';
import MaintenancePage from './maintenance-page';

/** `/maintenance`: shows the end time the server announced, if any. */
export default function MaintenanceRoute() {
  const endTime = useAppConfig((config) => config.maintenance?.endTime);
  return <MaintenancePage endTime={endTime} />;
}
