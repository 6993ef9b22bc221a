import { z } from 'zod';

/**
 * Agency logos (spec 1 §3, §7): an agency uploads an original image, crops it on the server into
 * the small logo (the signed-in header) or the medium logo (documents), and can remove either.
 */
export const LOGO_SIZES = ['small', 'medium'] as const;
export type LogoSize = (typeof LOGO_SIZES)[number];

/** The path letter of each size: /api/agency/v1/logo/s/{id} and /logo/m/{id}. */
export const LOGO_PATH_LETTER: Record<LogoSize, 's' | 'm'> = { small: 's', medium: 'm' };

/** Limits of each cropped logo: the stored bytes and the box the image is fitted into. */
export const LOGO_LIMITS: Record<
  LogoSize,
  { maxBytes: number; maxWidth: number; maxHeight: number }
> = {
  small: { maxBytes: 50 * 1024, maxWidth: 400, maxHeight: 120 },
  medium: { maxBytes: 150 * 1024, maxWidth: 1200, maxHeight: 400 },
};

/** The original image an agency uploads before cropping. */
export const LOGO_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
/** What the file picker offers (the server checks the bytes, not the name). */
export const LOGO_UPLOAD_ACCEPT = '.png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif';
/** Originals larger than this in either side are refused (decompression bombs). */
export const LOGO_MAX_SOURCE_PIXELS = 8000;

export const LOGO_MESSAGES = {
  fileRequired: 'Choose an image file to upload.',
  emptyFile: 'The file is empty.',
  wrongType: 'The logo must be a PNG, JPG or GIF image.',
  tooLarge: `The image is too large. The maximum is ${LOGO_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  unreadable: 'The image could not be read. Try another file.',
  tooManyPixels: `The image is too large. The maximum is ${LOGO_MAX_SOURCE_PIXELS} pixels on each side.`,
  notMultipart: 'Send the logo as a multipart form with one file.',
  noOriginal: 'Upload an image before cropping it.',
  cropOutside: 'The crop area must lie inside the uploaded image.',
  cannotFit: 'The logo could not be made small enough. Try a simpler image or a smaller area.',
  notFound: 'Logo not found.',
} as const;

const booleanString = z
  .enum(['true', 'false'], { message: 'isSmall must be true or false' })
  .transform((value) => value === 'true');

export const LogoAgencyParamsSchema = z.object({ id: z.string() });

/** POST /api/agency/v1/logo/initial/{id}?isSmall=true|false (multipart `file`). */
export const UploadLogoQuerySchema = z.object({ isSmall: booleanString });

export const UploadedLogoSchema = z.object({
  fileId: z.string(),
  size: z.enum(LOGO_SIZES),
  contentType: z.string(),
  byteSize: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedLogo = z.infer<typeof UploadedLogoSchema>;

const pixel = (name: string, min: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number of pixels`)
    .min(min, `${name} must be at least ${min}`)
    .max(LOGO_MAX_SOURCE_PIXELS, `${name} must be at most ${LOGO_MAX_SOURCE_PIXELS}`);

/**
 * POST /api/agency/v1/logo?xCoordinate&yCoordinate&width&height&isSmall&agencyId: crop the
 * uploaded original (pixels of the original) into the small or medium logo. `agencyId` defaults
 * to the caller's own agency; provider staff name the agency.
 */
export const CropLogoQuerySchema = z.object({
  xCoordinate: pixel('xCoordinate', 0),
  yCoordinate: pixel('yCoordinate', 0),
  width: pixel('width', 1),
  height: pixel('height', 1),
  isSmall: booleanString,
  agencyId: z.string().optional(),
});
export type CropLogoQuery = z.input<typeof CropLogoQuerySchema>;

export const CroppedLogoSchema = z.object({
  size: z.enum(LOGO_SIZES),
  contentType: z.string(),
  byteSize: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type CroppedLogo = z.infer<typeof CroppedLogoSchema>;
