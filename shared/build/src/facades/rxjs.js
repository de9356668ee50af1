// The part of RxJS the host shares (see react-router-dom.js for why a list and not the package).
// Imported from rxjs's own module paths: a request for `rxjs` here would be served from the
// share scope, that is by this very facade.
export { Observable } from 'rxjs/internal/Observable';
export { filter } from 'rxjs/internal/operators/filter';
export { map } from 'rxjs/internal/operators/map';
export { share } from 'rxjs/internal/operators/share';
export { takeUntil } from 'rxjs/internal/operators/takeUntil';
export { Subject } from 'rxjs/internal/Subject';
