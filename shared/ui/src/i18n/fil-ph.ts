import type uiEnUs from './en-us';

/** The `ui` namespace in Filipino (fil-PH). */
export default {
  close: 'Isara',
  cancel: 'Kanselahin',
  confirm: 'OK',
  retry: 'Subukang muli',
  notLoaded: 'Hindi pa na-load',
  back: 'Bumalik',
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  mainNavigation: 'Pangunahin',
  loading: 'Naglo-load',
  noMore: 'Wala nang iba',
  nothingHere: 'Wala pang laman dito',
  loadMore: 'Mag-load pa',
  dismiss: 'Isara ito',
  notifications: 'Mga abiso',
  progress: 'Progreso',
  completed: 'tapos na',
  skip: 'Laktawan',
  days: '{{count}} araw',
} satisfies typeof uiEnUs;
