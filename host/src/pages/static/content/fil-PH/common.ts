import type { CommonContent } from '../content-types';

export const commonContent: CommonContent = {
  backLabel: 'Bumalik',
};
