import { thumbnailSizes, type ThumbnailName } from '@cellar/core';
import sharp from 'sharp';

/** An image's size and its thumbnails' bytes, by thumbnail name. */
export interface ImageFacts {
  width: number;
  height: number;
  thumbnails: Record<ThumbnailName, Buffer>;
}

// Raster formats browsers show. SVG and PDF, which sharp also reads, are documents, not images
// here: they are never rendered inline from our origin.
const imageFormats = new Set(['jpeg', 'png', 'gif', 'webp', 'tiff', 'avif']);

// A decompression bomb (a small file claiming a huge canvas) is refused before it is decoded.
const maxPixels = 50_000_000;

/**
 * The longest side of an image with thumbnails is at most this many times its shortest. Thumbnails
 * keep the proportions (`tiny` 21 high, `small` covering 48×48), so a 100000×1 image (a 396-byte
 * PNG) would be scaled to 2,100,000×21 and 4,800,000×48 pixels: seconds of CPU for one upload.
 * Such a file is kept as a file, not an image: no thumbnails, as an undecodable image.
 */
export const maxAspectRatio = 100;

/**
 * Reads the bytes as an image and makes its thumbnails (contract §4): `tiny` 21 high with the
 * width in proportion, `small` cropped to fit 48×48. Null when the bytes do not decode as an
 * image of a known format, whatever the file's name says, or its sides are too unequal (above).
 * Only the header is read before that is decided.
 */
export async function analyseImage(data: Buffer): Promise<ImageFacts | null> {
  try {
    const options = { limitInputPixels: maxPixels, failOn: 'error' as const };
    const metadata = await sharp(data, options).metadata();
    if (!metadata.format || !imageFormats.has(metadata.format) || !metadata.width || !metadata.height) return null;
    if (Math.max(metadata.width, metadata.height) > maxAspectRatio * Math.min(metadata.width, metadata.height)) return null;
    // Thumbnails keep the original's format, so their names (and served types) stay true.
    const format = metadata.format === 'tiff' ? 'png' : metadata.format;
    const tiny = sharp(data, options).resize({ height: thumbnailSizes.tiny.height, width: Math.max(1, Math.round((metadata.width / metadata.height) * 21)), fit: 'fill' });
    const small = sharp(data, options).resize({ width: thumbnailSizes.small.width, height: thumbnailSizes.small.height, fit: 'cover' });
    const [tinyBytes, smallBytes] = await Promise.all([tiny.toFormat(format).toBuffer(), small.toFormat(format).toBuffer()]);
    return { width: metadata.width, height: metadata.height, thumbnails: { tiny: tinyBytes, small: smallBytes } };
  } catch {
    return null;
  }
}
