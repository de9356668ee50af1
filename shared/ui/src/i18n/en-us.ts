/** The design system's own namespace (`ui`) in en-US: the default labels of its components. */
export default {
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'OK',
  retry: 'Retry',
  back: 'Back',
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  mainNavigation: 'Main',
  loading: 'Loading',
  noMore: 'No more',
  nothingHere: 'Nothing here yet',
  loadMore: 'Load more',
};
