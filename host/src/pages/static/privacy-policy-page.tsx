import { privacyPolicyContent } from './content/en-US/privacy-policy';
import { StaticDocument } from './static-document';

/** `/privacy-policy`: what personal information we collect, why, and the player's rights. */
export default function PrivacyPolicyPage() {
  return <StaticDocument content={privacyPolicyContent} />;
}
