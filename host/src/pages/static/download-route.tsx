import DownloadPage from './download-page';

/** `/download`: the install guide; the PWA install prompt is wired in by the host lifecycle work. */
export default function DownloadRoute() {
  return <DownloadPage installAvailable={false} />;
}
