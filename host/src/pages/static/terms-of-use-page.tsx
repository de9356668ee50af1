import { StaticDocument } from './static-document';
import { useStaticContent } from './use-static-content';

/** `/terms-of-use`: the player agreement, including who may register (spec 2 regulatory notice). */
export default function TermsOfUsePage() {
  return <StaticDocument content={useStaticContent().termsOfUse} />;
}
