import { termsOfUseContent } from './content/en-US/terms-of-use';
import { StaticDocument } from './static-document';

/** `/terms-of-use`: the player agreement, including who may register (spec 2 regulatory notice). */
export default function TermsOfUsePage() {
  return <StaticDocument content={termsOfUseContent} />;
}
