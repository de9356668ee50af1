import { commonPagesEnUs } from './en-us-pages';
import { commonStartEnUs } from './en-us-start';

/**
 * The host's `common` namespace in en-US (the default locale), whole: the source of its key types
 * and of the Filipino file's shape, and what tests load. The app loads it in two parts (the first
 * load's and the lazy pages'), so the app's code imports the parts, not this.
 */
export const commonEnUs = { ...commonStartEnUs, ...commonPagesEnUs };
