import { AppVersions } from './app-versions';
import { StaticDocument } from './static-document';
import { useStaticContent } from './use-static-content';

/** `/about-us`: who Royal Casino is, what players can do, how we keep play responsible, and the app's versions. */
export default function AboutUsPage() {
  const { aboutUs } = useStaticContent();
  return (
    <StaticDocument content={aboutUs}>
      <AppVersions />
    </StaticDocument>
  );
}
