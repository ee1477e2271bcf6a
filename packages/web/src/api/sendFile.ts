/** How far an upload has got: bytes sent of the body's size. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/** One file upload: the request's headers, the file as the raw body, and who hears of its progress. */
export interface FileRequest {
  headers: Record<string, string>;
  body: Blob;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/** Sends a file and resolves with the answer as a Response; rejects on a network failure or an abort. */
export type SendFile = (url: string, request: FileRequest) => Promise<Response>;

/**
 * POSTs a file with XMLHttpRequest, because fetch reports no upload progress. The browser streams
 * the Blob from disk, so a file of hundreds of MB is never held in memory. The answer is handed
 * back as a Response so the client reads it and its errors exactly as it reads fetch's.
 */
export function sendFileWithXhr(url: string, { headers, body, signal, onProgress }: FileRequest, createRequest = () => new XMLHttpRequest()): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = createRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : body.size });
    xhr.onload = () => resolve(responseOf(xhr));
    xhr.onerror = () => reject(new TypeError('The request could not be sent.'));
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function responseOf(xhr: XMLHttpRequest): Response {
  const contentType = xhr.getResponseHeader('content-type');
  // A Response may not carry a body with these statuses.
  const bodiless = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
  return new Response(bodiless ? null : xhr.responseText, { status: xhr.status, headers: contentType ? { 'content-type': contentType } : {} });
}

// What fetch rejects with on an abort, so callers treat both transports alike.
function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}
