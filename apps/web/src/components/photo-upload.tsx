import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { UPLOAD_MAX_BYTES, imageVariants, isOwnImage } from '@shop/contract';
import { visuallyHidden } from '../lib/visually-hidden.ts';

/** What the file picker offers; a phone offers its camera for these too. */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';
export const PHOTO_TOO_LARGE = `Photo must be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`;

/** The button's and the file input's names (a product's photo unless told). */
interface PhotoUploadLabels {
  button: string;
  file: string;
}
const PRODUCT_PHOTO: PhotoUploadLabels = { button: 'Upload photo', file: 'Photo file' };

/**
 * "Upload photo" beside the Images field: picks a JPEG, PNG or WebP (the server decides by its
 * bytes), refuses one over 10 MB before sending it, and previews the product's own picture. The
 * settings' payment QR code uses it too, with its own names and preview.
 */
export function PhotoUpload({
  imageUrl,
  uploading,
  onUpload,
  labels = PRODUCT_PHOTO,
}: {
  /** The Images field as it stands ('' when the caller draws its own preview). */
  imageUrl: string;
  uploading: boolean;
  /** Sends the file and fills the Images field; rejects with the message to show. */
  onUpload: (file: File) => Promise<void>;
  labels?: PhotoUploadLabels;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');

  async function choose(file: File | undefined) {
    // Cleared so picking the same file again still fires a change.
    if (input.current) input.current.value = '';
    if (!file) return;
    setError('');
    if (file.size > UPLOAD_MAX_BYTES) return setError(PHOTO_TOO_LARGE);
    try {
      await onUpload(file);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Upload failed');
    }
  }

  const value = imageUrl.trim();
  // Only the shop's own pictures are previewed: a typed address is checked when saved.
  const preview = isOwnImage(value) ? (imageVariants(value)[0]?.url ?? value) : undefined;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt="Photo preview"
          width={72}
          height={72}
          sx={{ objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      )}
      <Box sx={{ position: 'relative' }}>
        <Button
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {uploading ? 'Uploading…' : labels.button}
        </Button>
        {/* The button opens it; it stays out of the tab order so there is one stop, not two. */}
        <input
          ref={input}
          type="file"
          accept={PHOTO_TYPES}
          aria-label={labels.file}
          tabIndex={-1}
          style={visuallyHidden}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          JPEG, PNG or WebP, up to {UPLOAD_MAX_BYTES / 1024 / 1024} MB
        </Typography>
        {error && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
            {error}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
