/**
 * How large an uploaded image may be in pixels, whatever its size on disk: 40 megapixels is more
 * than a phone's photo (12-24) and far more than a logo, signature, product photo or avatar needs,
 * while a decoded 40 megapixels (160 MB) still fits a worker's memory.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface Box {
  width: number;
  height: number;
}

/** The size that fits `box` keeping the proportions; the image's own when it fits already. */
export function fittedSize(width: number, height: number, box: Box): Box {
  const scale = Math.min(1, box.width / width, box.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
