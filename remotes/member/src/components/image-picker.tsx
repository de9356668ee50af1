import { uploadImageTypes } from '@casino/contracts';
import { apiErrorText, shownAsTimeoutTip, useTranslation } from '@casino/platform';
import { CheckIcon, CloseIcon, IconButton, Spinner } from '@casino/ui/core';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import styles from './image-picker.module.css';

export interface PickedImage {
  fileId: number;
  preview: string;
}

/**
 * One picture to upload: a tap opens the camera or the gallery (`capture` picks the camera on
 * phones), the picture uploads at once and shows as a thumbnail; the server checks its content.
 */
export function ImagePicker({
  label,
  hint,
  capture,
  upload,
  picked,
  onPicked,
}: {
  label: string;
  hint?: string;
  capture?: 'user' | 'environment';
  upload: (file: File) => Promise<number>;
  picked: PickedImage | null;
  onPicked: (image: PickedImage | null) => void;
}) {
  const { t } = useTranslation('member');
  const inputId = useId();
  const [state, setState] = useState<{ uploading: boolean; error: string | null }>({
    uploading: false,
    error: null,
  });
  // The thumbnail's object URL is released when it is replaced or the picker goes.
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.preview) : undefined), [picked]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setState({ uploading: true, error: null });
    try {
      const fileId = await upload(file);
      onPicked({ fileId, preview: URL.createObjectURL(file) });
      setState({ uploading: false, error: null });
    } catch (error) {
      // A time-out was told by the 'Tips' dialog already (ADR 0054).
      setState({
        uploading: false,
        error: shownAsTimeoutTip(error) ? null : apiErrorText(t, error, 'member'),
      });
    }
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={picked ? `${styles.drop} ${styles.done}` : styles.drop}>
        {picked ? (
          <img src={picked.preview} alt="" width={72} height={72} className={styles.thumb} />
        ) : (
          <span className={styles.plus} aria-hidden="true">
            +
          </span>
        )}
        <span className={styles.text}>
          <span className={styles.label}>{label}</span>
          {hint ? <span className={styles.hint}>{hint}</span> : null}
          {state.uploading ? <Spinner label={t('upload.uploading')} /> : null}
          {picked && !state.uploading ? (
            <span className={styles.ok}>
              <CheckIcon size={16} /> {t('upload.ready')}
            </span>
          ) : null}
        </span>
      </label>
      <input
        id={inputId}
        type="file"
        accept={uploadImageTypes.join(',')}
        capture={capture}
        className={styles.input}
        onChange={(event) => void choose(event)}
      />
      {picked ? (
        <IconButton
          label={t('upload.remove', { what: label })}
          icon={<CloseIcon />}
          onClick={() => onPicked(null)}
        />
      ) : null}
      {state.error ? (
        <p role="alert" className={styles.error}>
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
