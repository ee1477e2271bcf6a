// The MIME types of common extensions, as Python's `mimetypes` guesses them (the reference reads
// the type from the name). Unknown extensions get '' (contract §4).
const typesByExtension: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', jpe: 'image/jpeg', gif: 'image/gif', webp: 'image/webp',
  bmp: 'image/bmp', ico: 'image/vnd.microsoft.icon', tif: 'image/tiff', tiff: 'image/tiff', svg: 'image/svg+xml', avif: 'image/avif',
  heic: 'image/heic', pdf: 'application/pdf', txt: 'text/plain', csv: 'text/csv', tsv: 'text/tab-separated-values', md: 'text/markdown',
  html: 'text/html', htm: 'text/html', css: 'text/css', js: 'application/javascript', mjs: 'application/javascript', json: 'application/json',
  xml: 'application/xml', xhtml: 'application/xhtml+xml', zip: 'application/zip', gz: 'application/gzip', tar: 'application/x-tar',
  '7z': 'application/x-7z-compressed', rar: 'application/vnd.rar', doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet', odp: 'application/vnd.oasis.opendocument.presentation', rtf: 'application/rtf',
  mp3: 'audio/mpeg', wav: 'audio/x-wav', ogg: 'audio/ogg', oga: 'audio/ogg', flac: 'audio/flac', m4a: 'audio/mp4', mp4: 'video/mp4',
  m4v: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime', avi: 'video/x-msvideo', mkv: 'video/x-matroska', mpeg: 'video/mpeg',
};

/** The MIME type a file's extension suggests, '' when it is not known. */
export function mimeTypeOf(extension: string): string {
  return Object.hasOwn(typesByExtension, extension) ? (typesByExtension[extension] as string) : '';
}

// What a browser may render from our origin without running anything: raster images, plain text
// and media. Everything else (HTML, SVG, XML, scripts, PDFs, unknown) is only ever downloaded.
const inlineTypes = new Set([
  'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/vnd.microsoft.icon', 'image/avif',
  'text/plain', 'audio/mpeg', 'audio/ogg', 'audio/x-wav', 'audio/flac', 'audio/mp4', 'video/mp4', 'video/webm',
]);

/** How a stored file is served: inline with its type when that is safe, else as a download. */
export function servingOf(extension: string): { contentType: string; inline: boolean } {
  const type = mimeTypeOf(extension);
  if (inlineTypes.has(type)) return { contentType: type === 'text/plain' ? 'text/plain; charset=utf-8' : type, inline: true };
  return { contentType: 'application/octet-stream', inline: false };
}
