import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, UPLOAD_TYPES } from '@casino/api-contract';

export type UploadMime = (typeof UPLOAD_MIME_TYPES)[number];
export type FileProblem = 'type' | 'size' | 'empty';

const MIME_OF_EXTENSION: Record<(typeof UPLOAD_TYPES)[number], UploadMime> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The upload type of a file by its extension (jpg, jpeg, png, pdf) and, when the browser gives one, its MIME type. */
export function uploadMimeOf(file: { name: string; type: string }): UploadMime | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const byName = (MIME_OF_EXTENSION as Record<string, UploadMime | undefined>)[extension];
  if (!byName) return null;
  // A browser that names the type must agree with the extension (a .pdf that says image/gif is not taken).
  if (file.type && file.type !== byName) return null;
  return byName;
}

/**
 * What is wrong with a file before anything is sent (catalogue section 9): only jpg, jpeg, png and pdf, and under
 * 25 MB; an empty file is refused too.
 */
export function fileProblem(file: { name: string; type: string; size: number }): FileProblem | null {
  if (!uploadMimeOf(file)) return 'type';
  if (file.size >= UPLOAD_MAX_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/** The file's content as base64 (the upload call's body carries it in JSON). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
