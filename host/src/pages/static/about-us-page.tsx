import { AppVersions } from './app-versions';
import { aboutUsContent } from './content/en-US/about-us';
import { StaticDocument } from './static-document';

/** `/about-us`: who Royal Casino is, what players can do, how we keep play responsible, and the app's versions. */
export default function AboutUsPage() {
  return (
    <StaticDocument content={aboutUsContent}>
      <AppVersions />
    </StaticDocument>
  );
}
