import { FormField } from '../../../../shared/forms/FormField';
import { t } from '../../../../shared/i18n/messages';
import { ImageUploadInput } from './ImageUploadInput';
import { isCoverImageUrl, type PostForm } from './postForm';
import styles from './PostEditor.module.css';

interface CoverImageFieldProps {
  form: PostForm;
  url: string;
  /** Puts an uploaded image's address into the cover field. */
  onUploaded: (url: string) => void;
}

/** The cover: an address typed in, or an image uploaded to the platform, with a preview. */
export function CoverImageField({ form, url, onUploaded }: CoverImageFieldProps) {
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
      <ImageUploadInput label={t('editor.upload')} uploadedMessage={t('editor.uploaded')} onUploaded={onUploaded} />
      {isCoverImageUrl(url) && <img className={styles.coverPreview} src={url.trim()} alt={t('editor.cover.preview')} />}
    </div>
  );
}
