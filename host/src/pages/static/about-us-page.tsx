import { aboutUsContent } from './content/en-US/about-us';
import { StaticDocument } from './static-document';

/** `/about-us`: who Royal Casino is, what players can do, and how we keep play responsible. */
export default function AboutUsPage() {
  return <StaticDocument content={aboutUsContent} />;
}
