import sharp from 'sharp';
import { LOGO_LIMITS, LOGO_MAX_SOURCE_PIXELS, LOGO_MESSAGES, type LogoSize } from '@cyber/domain';
import { AppError } from '../../../lib/app-error.ts';

export type EncodedLogo = {
  bytes: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
};

/** Width and height of an uploaded original, refusing what cannot be read or is enormous. */
export async function measureImage(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: LOGO_MAX_SOURCE_PIXELS ** 2 }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', LOGO_MESSAGES.unreadable);
  }
  // The size as displayed (EXIF orientation applied; the first frame of a GIF).
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height =
    meta.pages && meta.pages > 1
      ? (meta.pageHeight ?? 0)
      : (meta.autoOrient?.height ?? meta.height ?? 0);
  if (!width || !height) throw new AppError('BAD_REQUEST', LOGO_MESSAGES.unreadable);
  if (width > LOGO_MAX_SOURCE_PIXELS || height > LOGO_MAX_SOURCE_PIXELS) {
    throw new AppError('BAD_REQUEST', LOGO_MESSAGES.tooManyPixels);
  }
  return { width, height };
}

const SCALES = [1, 0.85, 0.7, 0.55, 0.4, 0.3, 0.2];

/**
 * Crop the original and fit it into the size's box (never enlarged), then re-encode it until
 * it is within the size's byte limit: PNG first (keeps transparency), then a palette PNG, then
 * JPEG at falling quality on white; if none fits, shrink the image and try again. PNG and JPEG
 * only, because documents embed the medium logo.
 */
export async function cropLogo(
  original: Buffer,
  area: { left: number; top: number; width: number; height: number },
  size: LogoSize,
): Promise<EncodedLogo> {
  const limit = LOGO_LIMITS[size];
  let fitted: { data: Buffer; info: sharp.OutputInfo };
  try {
    fitted = await sharp(original, { limitInputPixels: LOGO_MAX_SOURCE_PIXELS ** 2 })
      .autoOrient()
      .extract(area)
      .resize({
        width: limit.maxWidth,
        height: limit.maxHeight,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('BAD_REQUEST', LOGO_MESSAGES.unreadable);
  }
  const raw = { width: fitted.info.width, height: fitted.info.height, channels: 4 as const };

  for (const scale of SCALES) {
    const width = Math.max(1, Math.round(raw.width * scale));
    const height = Math.max(1, Math.round(raw.height * scale));
    const base = () => {
      const image = sharp(fitted.data, { raw });
      return scale === 1 ? image : image.resize(width, height);
    };
    const attempts: [() => Promise<Buffer>, string, string][] = [
      [() => base().png({ compressionLevel: 9 }).toBuffer(), 'image/png', 'png'],
      [
        () => base().png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer(),
        'image/png',
        'png',
      ],
      ...[85, 70, 55, 40].map((quality): [() => Promise<Buffer>, string, string] => [
        () => base().flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer(),
        'image/jpeg',
        'jpg',
      ]),
    ];
    for (const [encode, contentType, extension] of attempts) {
      const bytes = await encode();
      if (bytes.length <= limit.maxBytes) return { bytes, contentType, extension, width, height };
    }
  }
  throw new AppError('BAD_REQUEST', LOGO_MESSAGES.cannotFit);
}
