import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { DefaultAvatar } from '../../../components/ui/default-avatar';
import { msg, t } from '../../../i18n/intl';
import { useProtectedFileUrl } from '../../../lib/protected-file';
import { saveSession } from '../../../lib/session';
import { useUploadAvatar } from '../api/upload-avatar';
import { failureMessage } from '../utils/messages';

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';
const MAX_BYTES = 2 * 1024 * 1024;
const UPLOAD_FAILED = msg('Failed to upload avatar: {reason}');

interface ProfileAvatarProps {
  avatar: string | null | undefined;
  role: string | null | undefined;
  name: string;
}

/** The avatar, or the default picture of the role when none is set (spec §2.3). */
export const ProfileAvatar = ({ avatar: stored, role, name }: ProfileAvatarProps) => {
  const avatar = useProtectedFileUrl(stored);
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(avatar) && failed !== avatar;
  return (
    <span className="profile-avatar">
      {showImage ? (
        <img
          className="profile-avatar__image"
          src={avatar ?? undefined}
          alt={name ? t('Avatar of {name}', { name }) : t('Avatar')}
          onError={() => setFailed(avatar ?? null)}
        />
      ) : (
        <DefaultAvatar role={role} className="profile-avatar__image" />
      )}
    </span>
  );
};

interface AvatarUploadProps {
  userId: string;
  avatar: string | null | undefined;
  role: string | null | undefined;
  name: string;
}

/**
 * Spec §2.5: a new avatar is uploaded at once; its URL goes into the `userAvatar` storage key,
 * which the header re-reads every 2 seconds.
 */
export const AvatarUpload = ({ userId, avatar, role, name }: AvatarUploadProps) => {
  const inputId = useId();
  const [uploaded, setUploaded] = useState<string | null>(null);
  const uploadAvatar = useUploadAvatar();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    try {
      if (file.size > MAX_BYTES) throw new Error(t('File is too large (maximum 2 MB)'));
      const url = await uploadAvatar.mutateAsync({ userId, file });
      if (!url) return;
      saveSession({ userAvatar: url });
      setUploaded(url);
      toast.success(t('Avatar updated successfully'));
    } catch (error) {
      toast.error(failureMessage(UPLOAD_FAILED, error));
    } finally {
      // The same file can be chosen again after a failure.
      input.value = '';
    }
  };

  return (
    <div className="avatar-upload">
      <ProfileAvatar avatar={uploaded ?? avatar} role={role} name={name} />
      <div className="avatar-upload__control">
        <input
          id={inputId}
          className="visually-hidden file-picker__input"
          type="file"
          accept={ACCEPTED}
          disabled={uploadAvatar.isPending}
          onChange={(event) => void onFile(event)}
        />
        <label htmlFor={inputId} className="button button--secondary button--small file-picker__button">
          {uploadAvatar.isPending ? t('Uploading…') : t('Upload avatar')}
        </label>
        <p className="field__hint">{t('PNG, JPEG, GIF or WebP, at most 2 MB.')}</p>
      </div>
    </div>
  );
};
