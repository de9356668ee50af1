import { StaticDocument } from './static-document';
import { useStaticContent } from './use-static-content';

/** `/privacy-policy`: what personal information we collect, why, and the player's rights. */
export default function PrivacyPolicyPage() {
  return <StaticDocument content={useStaticContent().privacyPolicy} />;
}
