import { promptInstall, useInstallAvailability } from '../../overlays/install-availability';
import DownloadPage from './download-page';

/** `/download`: one-tap install while the browser offers it (captured `beforeinstallprompt`). */
export default function DownloadRoute() {
  const installAvailable = useInstallAvailability((state) => state.available);
  return <DownloadPage installAvailable={installAvailable} onInstall={() => void promptInstall()} />;
}
