// An async boundary: shared singletons are negotiated with Module Federation before any of
// the app's code runs.
import('./bootstrap');
