import { useId, type ChangeEvent } from 'react';
import { FormField } from '../../../../forms/FormField';
import { t } from '../../../../i18n/messages';
import { notify } from '../../../../lib/notify';
import fieldStyles from '../../../../forms/Field.module.css';
import { isCoverImageUrl, type PostForm } from './postForm';
import { useUploadImage } from './useEditorData';
import styles from './PostEditor.module.css';

interface CoverImageFieldProps {
  form: PostForm;
  url: string;
  /** Puts an uploaded image's address into the cover field. */
  onUploaded: (url: string) => void;
}

/** The cover: an address typed in, or an image uploaded to the platform, with a preview. */
export function CoverImageField({ form, url, onUploaded }: CoverImageFieldProps) {
  const uploadId = useId();
  const upload = useUploadImage();

  const uploadChosenFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (image) => onUploaded(image.url),
      onError: () => notify.error(t('editor.uploadFailed')),
    });
  };

  return (
    <div className={styles.cover}>
      <FormField
        form={form}
        name="coverImage"
        label={t('editor.cover')}
        hint={t('editor.cover.hint')}
        type="url"
        inputMode="url"
      />
      <div className={fieldStyles.field}>
        <label htmlFor={uploadId}>{t('editor.upload')}</label>
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
          {upload.isPending ? t('editor.uploading') : upload.isSuccess ? t('editor.uploaded') : ''}
        </p>
      </div>
      {isCoverImageUrl(url) && <img className={styles.coverPreview} src={url.trim()} alt={t('editor.cover.preview')} />}
    </div>
  );
}
