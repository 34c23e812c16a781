import { useId, type ChangeEvent } from 'react';
import { t } from '../../../../shared/i18n/messages';
import { notify } from '../../../../shared/lib/notify';
import fieldStyles from '../../../../shared/forms/Field.module.css';
import { MediaLibraryPicker } from '../../media/MediaLibraryPicker';
import { useUploadImage } from './useEditorData';
import styles from './PostEditor.module.css';
import { failureWithReason } from '../../../../shared/admin/refusal';

interface ImageUploadInputProps {
  /** What the label offers, e.g. "Or upload an image". */
  label: string;
  /** Said once the image is stored (where its address went). */
  uploadedMessage: string;
  /** Gets an uploaded (or chosen) image's address, for the form's address field. */
  onUploaded: (url: string) => void;
}

/**
 * A file picker that uploads an image to the platform (POST /admin/media) and hands back its address, or lets
 * the team choose an image already in the media library, so any form can reuse one.
 */
export function ImageUploadInput({ label, uploadedMessage, onUploaded }: ImageUploadInputProps) {
  const uploadId = useId();
  const upload = useUploadImage();

  const uploadChosenFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (image) => onUploaded(image.url),
      onError: (error) => notify.error(failureWithReason(t('editor.uploadFailed'), error)),
    });
  };

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={uploadId}>{label}</label>
      <p id={`${uploadId}-hint`} className={fieldStyles.hint}>
        {t('editor.upload.hint')}
      </p>
      <input
        id={uploadId}
        className={styles.upload}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={`${uploadId}-hint`}
        disabled={upload.isPending}
        onChange={uploadChosenFile}
      />
      <p role="status" className={fieldStyles.hint}>
        {upload.isPending ? t('editor.uploading') : upload.isSuccess ? uploadedMessage : ''}
      </p>
      <MediaLibraryPicker onChosen={onUploaded} />
    </div>
  );
}
