import { t } from './texts.js';

/** The close control at the end of a sheet (a native dialog): a dialog form closes it without script. */
export function CloseSheet() {
  return (
    <form method="dialog">
      <button type="submit" className="secondary">
        {t('close')}
      </button>
    </form>
  );
}
