/** Browser-side photo compression (canvas): longest side at most 400 px, re-encoded as JPEG 0.9. */
export const AVATAR_MAX_SIDE = 400;
export const AVATAR_JPEG_QUALITY = 0.9;

export async function compressImage(file: File, maxSide = AVATAR_MAX_SIDE, quality = AVATAR_JPEG_QUALITY): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas is not available");
  // JPEG has no transparency: paint white behind transparent PNG/WebP pixels.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("Could not encode the photo"))), "image/jpeg", quality),
  );
}
